import { offerings } from '@/lib/catalogue/catalogue';
import { countrySlugs } from '@/lib/catalogue/jurisdictions';
import { hasWizard, offeringPath } from '@/lib/site/offering-paths';
import { isQuotable } from '@/lib/quotes/services';
import { countryPath, paths, requestQuotePath, requestServicePath } from '@/lib/site/paths';

describe('where an offering starts', () => {
  const quoted = offerings.filter((o) => isQuotable(o.service, o.jurisdiction));
  const notOrderable = offerings.filter(
    (o) => !hasWizard(o) && !isQuotable(o.service, o.jurisdiction),
  );

  it('opens the request form, with the service and jurisdiction filled in, for what cannot be ordered online', () => {
    expect(notOrderable.length).toBeGreaterThan(0);
    for (const o of notOrderable)
      expect(offeringPath(o)).toBe(
        `/request-service?service=${o.service}&country=${o.jurisdiction}`,
      );
    expect(offeringPath({ jurisdiction: 'ghana', service: 'virtualOffice' })).toBe(
      requestServicePath({ jurisdiction: 'ghana', service: 'virtualOffice' }),
    );
  });

  it('opens the request for a quote for a quoted service (issue 35)', () => {
    expect(quoted.map((o) => `${o.jurisdiction}:${o.service}`).sort()).toEqual([
      'nigeria:businessLicensing',
      'nigeria:structuringGovernance',
    ]);
    expect(offeringPath({ jurisdiction: 'nigeria', service: 'businessLicensing' })).toBe(
      '/request-quote?service=businessLicensing&country=nigeria',
    );
    for (const o of quoted) expect(offeringPath(o)).toBe(requestQuotePath(o));
  });

  it('never leads back to a country page, where the offering cannot be ordered either', () => {
    const countryPages = countrySlugs.map(countryPath);
    expect(offerings.map(offeringPath).filter((path) => countryPages.includes(path))).toEqual([]);
  });

  it('leads what can be ordered online to its order flow, never to the request form', () => {
    for (const o of offerings.filter(hasWizard))
      expect(offeringPath(o).startsWith(paths.requestService)).toBe(false);
  });
});
