import { offerings } from '@/lib/catalogue/catalogue';
import {
  contentsOf,
  inclusionsOfKind,
  packageIds,
  packageKindOf,
  type InclusionKey,
} from '@/lib/catalogue/packages';
import { flowIds, FLOWS } from '@/lib/wizards/flows';

/** What a package includes depends on the service it is sold for (issue 28, item 8). */

/** What only registering a business gives: a name check, a certificate, tax documents. */
const FORMATION_ONLY: InclusionKey[] = ['nameCheck', 'digitalCertificate', 'digitalTaxDocuments'];

describe('package contents by service', () => {
  it('give the wizards of a kind of work that kind of package', () => {
    const kinds = Object.fromEntries(
      flowIds.map((flow) => [flow, packageKindOf(FLOWS[flow].service)]),
    );
    expect(kinds).toMatchObject({
      'nigeria-company': 'registration',
      'nigeria-annual-returns': 'filing',
      'uk-trademark': 'trademark',
      'usa-trademark': 'trademark',
      'delaware-annual-report': 'filing',
    });
  });

  it('list no company-formation feature for a trade mark', () => {
    for (const id of packageIds) {
      const { inclusions } = contentsOf('trademark', id);
      for (const key of [...FORMATION_ONLY, 'complianceCalendar'] as const)
        expect([id, inclusions.includes(key)]).toEqual([id, false]);
      expect(inclusions).toEqual(
        expect.arrayContaining(['filing', 'termsCheck', 'trademarkDocuments']),
      );
    }
    expect(contentsOf('trademark', 'standard').inclusions).toContain('markDeadlines');
  });

  it('list no company-formation feature, and no paper, for a filing', () => {
    for (const service of ['taxFiling', 'annualReturns', 'usStateFilings'] as const)
      for (const id of packageIds) {
        const { inclusions, physicalCopies } = contentsOf(service, id);
        for (const key of [
          ...FORMATION_ONLY,
          'printedCertificate',
          'certifiedPhysicalSet',
        ] as const)
          expect([service, id, inclusions.includes(key)]).toEqual([service, id, false]);
        expect(physicalCopies).toBe('none');
        expect(inclusions).toContain('filedCopies');
      }
  });

  it('include the compliance calendar and reminders in every package that forms or files for a company, Basic too (issue 31: free for every company)', () => {
    for (const service of ['company', 'businessName', 'taxFiling', 'annualReturns'] as const)
      for (const id of packageIds)
        expect([
          service,
          id,
          contentsOf(service, id).inclusions.includes('complianceCalendar'),
        ]).toEqual([service, id, true]);
  });

  it('keep what a registration has always included', () => {
    for (const service of ['company', 'businessName', 'nonProfit'] as const) {
      expect(packageKindOf(service)).toBe('registration');
      for (const id of packageIds)
        expect(contentsOf(service, id).inclusions).toEqual(expect.arrayContaining(FORMATION_ONLY));
    }
  });

  it('compare, kind by kind, only what that kind of package includes', () => {
    expect(inclusionsOfKind('trademark')).not.toContain('nameCheck');
    expect(inclusionsOfKind('registration')).not.toContain('termsCheck');
    expect(inclusionsOfKind('filing')).not.toContain('digitalCertificate');
  });

  it('offer an ongoing service its support, and nothing a registration or filing gives', () => {
    for (const o of offerings.filter((o) => packageKindOf(o.service) === 'service'))
      for (const id of packageIds)
        expect(contentsOf(o.service, id).inclusions.every((k) => /Support|Manager$/.test(k))).toBe(
          true,
        );
  });
});
