import { offerings } from '@/lib/catalogue/catalogue';
import { countrySlugs } from '@/lib/catalogue/jurisdictions';
import { hasWizard, offeringPath } from '@/lib/site/offering-paths';
import { countryPath, paths, requestServicePath } from '@/lib/site/paths';

describe('where an offering starts', () => {
  const notOrderable = offerings.filter((o) => !hasWizard(o));

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

  it('never leads back to a country page, where the offering cannot be ordered either', () => {
    const countryPages = countrySlugs.map(countryPath);
    expect(offerings.map(offeringPath).filter((path) => countryPages.includes(path))).toEqual([]);
  });

  it('leads what can be ordered online to its order flow, never to the request form', () => {
    for (const o of offerings.filter(hasWizard))
      expect(offeringPath(o).startsWith(paths.requestService)).toBe(false);
  });
});
