import path from 'node:path';
import { offerings } from '@/lib/catalogue/catalogue';
import { countryCodes, countrySlugs } from '@/lib/catalogue/jurisdictions';
import { serviceGroups } from '@/lib/catalogue/services';
import { countryServiceLinks, offeringPath } from '@/lib/site/offering-paths';
import { allOrderTargets, ORDER_TARGETS, orderHref } from '@/lib/site/order-targets';
import { paths, servicePages } from '@/lib/site/paths';
import { scanRoutes } from '@/lib/site/route-scan';
import { fallbackRoute, isKnownPath, notFoundRoute, pageParams } from '@/lib/site/routes';
import { solutionParts, solutionPath, solutionSlugs } from '@/lib/site/solutions';

const routes = scanRoutes(path.join(process.cwd(), 'app', '[locale]')).filter(
  (route) => route !== fallbackRoute && route !== notFoundRoute,
);
/** True when a page under app/ answers the path (its query and fragment aside). */
const exists = (href: string) => isKnownPath(href, routes, pageParams);

describe('every service the site names leads to an order', () => {
  it('starts each offering of the catalogue on a page that exists', () => {
    const nowhere = offerings
      .map((o) => `${o.jurisdiction}:${o.service} → ${offeringPath(o)}`)
      .filter((line) => !exists(line.split(' → ')[1]!));
    expect(nowhere).toEqual([]);
  });

  it('links each service of each country page to a page that exists', () => {
    for (const country of countrySlugs) {
      const links = countryServiceLinks(country);
      expect(links.length).toBeGreaterThan(0);
      for (const { service, href } of links)
        expect([country, service, exists(href)]).toEqual([country, service, true]);
    }
  });

  it('links each card of /services to a page that exists', () => {
    for (const group of serviceGroups)
      for (const service of group.services)
        expect([service, exists(servicePages[service])]).toEqual([service, true]);
  });

  it('sends Nigerian licensing and structuring to the request for a quote, with the service and country', () => {
    expect(offeringPath({ jurisdiction: 'nigeria', service: 'businessLicensing' })).toBe(
      '/request-quote?service=businessLicensing&country=nigeria',
    );
    expect(offeringPath({ jurisdiction: 'nigeria', service: 'structuringGovernance' })).toBe(
      orderHref(ORDER_TARGETS.structuringGovernance),
    );
    expect(orderHref(ORDER_TARGETS.structuringGovernance)).toBe(
      '/request-quote?service=structuringGovernance&country=nigeria',
    );
  });
});

describe('the order targets of the flows being built', () => {
  it('each lead to a page that exists today', () => {
    expect(
      allOrderTargets()
        .map(orderHref)
        .filter((href) => !exists(href)),
    ).toEqual([]);
  });

  it('are switched on once their page exists (delete `pending` in lib/site/order-targets.ts)', () => {
    const landed = allOrderTargets().filter((t) => t.pending !== undefined && exists(t.path));
    expect(landed.map((t) => t.path)).toEqual([]);
  });

  it('send the employer registrations to each country’s own order', () => {
    expect(orderHref(ORDER_TARGETS.employerRegistration.NG)).toBe('/nigeria-employer-registration');
    expect(orderHref(ORDER_TARGETS.employerRegistration.ZA)).toBe(
      '/south-africa-employer-registration',
    );
    for (const code of countryCodes) {
      const [part] = solutionParts('hire-to-payroll', code);
      expect([code, part?.part, part?.online, part?.offering !== undefined]).toEqual([
        code,
        'employerRegistration',
        true,
        true,
      ]);
    }
  });
});

describe('the solution pages', () => {
  it('are pages of the site', () => {
    for (const slug of solutionSlugs) expect(exists(solutionPath(slug))).toBe(true);
    expect(exists('/solutions')).toBe(true);
  });

  it('list in every country at least one priced part, and each part leads to a page that exists', () => {
    for (const slug of solutionSlugs)
      for (const code of countryCodes) {
        const parts = solutionParts(slug, code);
        expect([slug, code, parts.some((p) => p.offering)]).toEqual([slug, code, true]);
        for (const part of parts)
          expect([slug, code, part.part, exists(part.href)]).toEqual([slug, code, part.part, true]);
      }
  });

  it('order Boardroom-in-a-Box from the customer’s companies, where yearly services are sold', () => {
    const parts = solutionParts('boardroom-in-a-box', 'GB');
    expect(parts.find((p) => p.part === 'companySecretarialSubscription')?.href).toBe(
      paths.accountCompanies,
    );
    expect(parts.find((p) => p.part === 'annualReturns')?.href).toBe(
      offeringPath({ jurisdiction: 'uk', service: 'annualReturns' }),
    );
  });

  it('form companies through their own order flows', () => {
    const nigeria = solutionParts('business-formation', 'NG').map((p) => p.part);
    expect(nigeria).toEqual(['company', 'businessName', 'nonProfit']);
    const usa = solutionParts('business-formation', 'US');
    expect(usa.map((p) => p.jurisdiction)).toEqual(['delaware', 'wyoming', 'texas']);
    expect(usa.every((p) => p.online)).toBe(true);
  });
});
