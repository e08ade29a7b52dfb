import { offerings } from '@/lib/catalogue/catalogue';
import { allGovernmentFees, governmentFees } from '@/lib/catalogue/government-fees';
import { jurisdictions } from '@/lib/catalogue/jurisdictions';
import { packageContents, packageIds, packages } from '@/lib/catalogue/packages';
import { NotOfferedError, quote } from '@/lib/catalogue/quote';
import { offeringPath } from '@/lib/site/offering-paths';

describe('government fees match the domain notes', () => {
  // Each expected figure is the one in docs/sources.md, in major units.
  it.each([
    ['nigeria.nameReservation', 1_000, 'NGN'],
    ['nigeria.companyFilingFirstMillion', 10_000, 'NGN'],
    ['nigeria.companyFilingPerAdditionalMillion', 10_000, 'NGN'],
    ['nigeria.businessNameRegistration', 20_000, 'NGN'],
    ['nigeria.trusteesNameReservation', 5_000, 'NGN'],
    ['nigeria.trusteesRegistration', 40_000, 'NGN'],
    ['nigeria.companyAnnualReturnBand1', 5_000, 'NGN'],
    ['nigeria.companyAnnualReturnBand4', 200_000, 'NGN'],
    ['ghana.companyIncorporation', 330, 'GHS'],
    ['ghana.companyAnnualReturn', 90, 'GHS'],
    ['southAfrica.nameReservation', 50, 'ZAR'],
    ['southAfrica.companyStandardMoi', 125, 'ZAR'],
    ['southAfrica.annualReturnUnder1m', 100, 'ZAR'],
    ['southAfrica.annualReturnUnder10m', 450, 'ZAR'],
    ['southAfrica.annualReturnUnder25m', 2_000, 'ZAR'],
    ['southAfrica.annualReturnFrom25m', 3_000, 'ZAR'],
    ['southAfrica.annualReturnUnder1mLate', 150, 'ZAR'],
    ['southAfrica.annualReturnUnder10mLate', 600, 'ZAR'],
    ['southAfrica.annualReturnUnder25mLate', 2_500, 'ZAR'],
    ['southAfrica.annualReturnFrom25mLate', 4_000, 'ZAR'],
    ['uk.incorporationOnline', 50, 'GBP'],
    ['uk.confirmationStatement', 50, 'GBP'],
    ['uk.trademarkFirstClass', 205, 'GBP'],
    ['uk.trademarkAdditionalClass', 60, 'GBP'],
    ['canada.federalIncorporationOnline', 200, 'CAD'],
    ['canada.ontarioIncorporation', 300, 'CAD'],
    ['canada.ontarioNuansReport', 60, 'CAD'],
    ['canada.nuansReport', 13.8, 'CAD'],
    ['canada.federalAnnualReturn', 12, 'CAD'],
    ['usa.trademarkPerClass', 350, 'USD'],
    ['delaware.llcFormation', 110, 'USD'],
    ['delaware.corporationFormation', 109, 'USD'],
    ['delaware.llcAnnualTax', 300, 'USD'],
    ['delaware.corporationAnnualReport', 50, 'USD'],
    ['delaware.corporationMinimumFranchiseTax', 175, 'USD'],
    ['wyoming.llcFormation', 100, 'USD'],
    ['wyoming.annualLicenseTaxMinimum', 60, 'USD'],
    ['texas.llcFormation', 300, 'USD'],
    ['texas.lateReportPenalty', 50, 'USD'],
    ['delaware.lateFilingPenalty', 200, 'USD'],
  ])('%s is %d %s', (key, major, currency) => {
    const entry = allGovernmentFees().find((f) => f.key === key);
    expect(entry?.fee).toMatchObject({ amount: Math.round(major * 100), currency });
  });

  it('cites a source tag and an ISO date for every fee', () => {
    for (const { key, fee } of allGovernmentFees()) {
      expect([key, fee.source]).toEqual([key, expect.stringMatching(/^S\d+/)]);
      expect([key, fee.asOf]).toEqual([key, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    }
  });

  it('labels the conflicting and unverified figures as such', () => {
    expect(governmentFees.nigeria.nameReservation.confidence).toBe('unconfirmed');
    expect(governmentFees.ghana.companyIncorporation.confidence).toBe('unconfirmed');
    // Last confirmed in 2024 (SI 2024/155); no source found for 1 Feb 2026, when other fees rose.
    expect(governmentFees.uk.incorporationOnline.confidence).toBe('unconfirmed');
    expect(governmentFees.uk.confirmationStatement).toMatchObject({
      confidence: 'secondary',
      asOf: '2026-02-01',
    });
    expect(governmentFees.uk.trademarkFirstClass).toMatchObject({
      confidence: 'secondary',
      asOf: '2026-04-01',
    });
  });
});

describe('packages', () => {
  it('promise 7-10 business days, 3-5 business days and 24-48 hours', () => {
    expect(packages.basic.turnaround).toEqual({ min: 7, max: 10, unit: 'businessDays' });
    expect(packages.standard.turnaround).toEqual({ min: 3, max: 5, unit: 'businessDays' });
    expect(packages.premium.turnaround).toEqual({ min: 24, max: 48, unit: 'hours' });
  });

  it('always include digital certificates and tax documents for a registration', () => {
    for (const id of packageIds) {
      expect(packageContents.registration[id].inclusions).toEqual(
        expect.arrayContaining(['digitalCertificate', 'digitalTaxDocuments']),
      );
    }
  });

  it('add physical copies only from Standard up', () => {
    expect(packageContents.registration.basic.physicalCopies).toBe('none');
    expect(packageContents.registration.standard.physicalCopies).toBe('printedCertificate');
    expect(packageContents.registration.premium.physicalCopies).toBe('certifiedSet');
  });
});

describe('quote', () => {
  it('prices a Nigerian company on ₦1m share capital: name ₦1,000 + filing ₦10,000 + stamp duty ₦7,500', () => {
    const q = quote('nigeria', 'company', 'basic');
    expect(q.currency).toBe('NGN');
    expect(q.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['nameReservation', 100_000],
      ['cacFiling', 1_000_000],
      ['stampDuty', 750_000],
    ]);
    expect(q.governmentFee).toBe(1_850_000);
    expect(q.total).toBe(q.serviceFee + 1_850_000);
    expect(q.turnaround).toEqual(packages.basic.turnaround);
  });

  it('follows the chosen share capital for a Nigerian company', () => {
    // ₦5m: name ₦1,000 + filing ₦50,000 + stamp duty ₦37,500 = ₦88,500
    expect(quote('nigeria', 'company', 'premium', { shareCapital: 5_000_000 }).governmentFee).toBe(
      8_850_000,
    );
  });

  it('refuses a Nigerian share capital below the legal minimum', () => {
    expect(() => quote('nigeria', 'company', 'basic', { shareCapital: 50_000 })).toThrow(
      RangeError,
    );
  });

  it('keeps the government fee apart from our fee and the same across packages', () => {
    const [basic, standard, premium] = packageIds.map((p) => quote('southAfrica', 'company', p));
    expect(basic!.governmentFee).toBe(17_500); // R50 name + R125 standard MOI
    expect(standard!.governmentFee).toBe(basic!.governmentFee);
    expect(premium!.governmentFee).toBe(basic!.governmentFee);
    expect(basic!.serviceFee).toBeLessThan(standard!.serviceFee);
    expect(standard!.serviceFee).toBeLessThan(premium!.serviceFee);
    expect(premium!.turnaround.unit).toBe('hours');
  });

  it('prices a UK trademark by class: £205 plus £60 per extra class since 1 April 2026', () => {
    expect(quote('uk', 'trademark', 'basic', { classes: 1 }).governmentFee).toBe(20_500);
    // Updates 2026-11: 3 classes → £325.
    const three = quote('uk', 'trademark', 'basic', { classes: 3 });
    expect(three.governmentFee).toBe(32_500);
    expect(three.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['trademarkFirstClass', 20_500],
      ['trademarkAdditionalClasses', 12_000],
    ]);
  });

  it('adds our agent’s identity checks to a UK company, one per person, apart from the Companies House fee', () => {
    const q = quote('uk', 'company', 'standard', { identityChecks: 2 });
    expect(q.serviceFeeLines).toEqual([
      { label: 'package', amount: 14_900 },
      { label: 'identityVerification', amount: 6_000 },
    ]);
    expect(q.governmentFee).toBe(5_000);
    expect(q.total).toBe(14_900 + 6_000 + 5_000);
    expect(quote('uk', 'company', 'standard').serviceFeeLines).toEqual([
      { label: 'package', amount: 14_900 },
    ]);
    expect(() => quote('uk', 'company', 'basic', { identityChecks: 1.5 })).toThrow(RangeError);
    expect(() => quote('uk', 'company', 'basic', { identityChecks: -1 })).toThrow(RangeError);
  });

  it('prices a US trademark at $350 per class (notes §6.4, 37 CFR 2.6)', () => {
    expect(quote('usa', 'trademark', 'basic', { classes: 2 }).governmentFee).toBe(70_000);
  });

  it('adds $200 per free-form class and the US attorney for a foreign applicant', () => {
    // Updates 2026-11: 2 classes from the ID Manual $700; the same classes free-form $1,100.
    const freeForm = quote('usa', 'trademark', 'basic', {
      classes: 2,
      freeFormClasses: 2,
      usAttorney: true,
    });
    expect(freeForm.governmentFee).toBe(110_000);
    expect(freeForm.serviceFeeLines).toEqual([
      { label: 'package', amount: 24_900 },
      { label: 'usAttorney', amount: 35_000 },
    ]);
    expect(freeForm.serviceFee).toBe(59_900);
    expect(freeForm.total).toBe(169_900);
    expect(quote('usa', 'trademark', 'basic', { classes: 2 }).serviceFeeLines).toEqual([
      { label: 'package', amount: 24_900 },
    ]);
    expect(() => quote('usa', 'trademark', 'basic', { classes: 2, freeFormClasses: 3 })).toThrow(
      RangeError,
    );
  });

  it('adds $200 per further 1,000 characters of free-form text beyond the first 1,000 (37 CFR 2.6(a)(1)(vi))', () => {
    // One free-form class of 2,400 characters: 2 further groups; a second, ID Manual class.
    const long = quote('usa', 'trademark', 'basic', {
      classes: 2,
      freeFormClasses: 1,
      freeFormExtraCharacterGroups: 2,
    });
    expect(long.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['trademarkClasses', 70_000],
      ['trademarkFreeForm', 20_000],
      ['trademarkFreeFormLength', 40_000],
    ]);
    expect(() =>
      quote('usa', 'trademark', 'basic', { classes: 2, freeFormExtraCharacterGroups: 1 }),
    ).toThrow(RangeError);
  });

  it('prices LLCs and C-Corporations in each state with their own filing fees', () => {
    expect(quote('delaware', 'company', 'basic').governmentFee).toBe(11_000);
    expect(quote('delaware', 'company', 'basic', { entity: 'corporation' }).governmentFee).toBe(
      10_900,
    );
    expect(quote('wyoming', 'company', 'basic', { entity: 'corporation' }).governmentFee).toBe(
      10_000,
    );
    expect(quote('texas', 'company', 'basic', { entity: 'corporation' }).governmentFee).toBe(
      30_000,
    );
    expect(quote('texas', 'company', 'basic', { entity: 'corporation' }).serviceFee).toBe(29_900);
  });

  it('prices the annual state filings with the tax computed from the answers', () => {
    // Corporation annual filing: $50 report + $175 minimum franchise tax = $225 (notes §6.1).
    expect(
      quote('delaware', 'usStateFilings', 'basic', { entity: 'corporation' }).governmentFee,
    ).toBe(22_500);
    // The Division's APVC example: $1,600 tax + $50 report.
    const delaware = quote('delaware', 'usStateFilings', 'basic', {
      entity: 'corporation',
      stateTax: 160_000,
    });
    expect(delaware.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['annualReport', 5_000],
      ['franchiseTax', 160_000],
    ]);
    expect(quote('delaware', 'usStateFilings', 'basic').governmentFee).toBe(30_000);
    // Wyoming: $500,000 of assets → $100 (updates 2026-11); never below $60.
    expect(quote('wyoming', 'usStateFilings', 'basic', { stateTax: 10_000 }).governmentFee).toBe(
      10_000,
    );
    expect(() => quote('wyoming', 'usStateFilings', 'basic', { stateTax: 5_000 })).toThrow(
      RangeError,
    );
    // Texas below the no-tax-due threshold: the Public Information Report alone, no tax.
    expect(
      quote('texas', 'usStateFilings', 'basic', { stateTax: 0 }).governmentFeeLines[0]!.label,
    ).toBe('franchiseTaxBelowThreshold');
    expect(quote('texas', 'usStateFilings', 'basic', { stateTax: 993_000 }).governmentFee).toBe(
      993_000,
    );
  });

  it('adds the Canadian NUANS report to the federal incorporation fee', () => {
    expect(quote('canada', 'company', 'standard').governmentFee).toBe(21_380);
  });

  it('prices an Ontario corporation with its $300 fee and an Ontario-biased NUANS report; a numbered one needs no report', () => {
    const ontario = quote('canada', 'company', 'basic', { canadaRegime: 'ontario' });
    expect(ontario.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['nuansReport', 6_000],
      ['incorporation', 30_000],
    ]);
    expect(
      quote('canada', 'company', 'basic', { canadaRegime: 'ontario', numberedCompany: true })
        .governmentFee,
    ).toBe(30_000);
    expect(
      quote('canada', 'company', 'basic', { canadaRegime: 'federal', numberedCompany: true })
        .governmentFee,
    ).toBe(20_000);
    // Our fee does not depend on where: the same package costs the same.
    expect(ontario.serviceFee).toBe(quote('canada', 'company', 'basic').serviceFee);
    expect(ontario.currency).toBe('CAD');
  });

  it('marks advisory work as carrying no government fee', () => {
    const q = quote('nigeria', 'companySecretarial', 'basic');
    expect(q.governmentFeeBasis).toBe('none');
    expect(q.governmentFee).toBe(0);
    expect(q.total).toBe(q.serviceFee);
  });

  it('refuses a service we do not sell in that jurisdiction', () => {
    expect(() => quote('ghana', 'nonProfit', 'basic')).toThrow(NotOfferedError);
  });

  it('quotes every offering in its jurisdiction currency, with a positive service fee', () => {
    for (const o of offerings) {
      for (const p of packageIds) {
        const q = quote(o.jurisdiction, o.service, p);
        expect(q.currency).toBe(jurisdictions[o.jurisdiction].currency);
        expect(Number.isSafeInteger(q.total)).toBe(true);
        expect(q.serviceFee).toBeGreaterThan(0);
      }
    }
  });

  it('points each wizard service at its wizard route', () => {
    const route = (
      jurisdiction: Parameters<typeof quote>[0],
      service: Parameters<typeof quote>[1],
    ) => offeringPath({ jurisdiction, service });
    expect(route('nigeria', 'company')).toBe('/nigeria-company-registration');
    expect(route('nigeria', 'businessName')).toBe('/nigeria-enterprise-registration');
    expect(route('nigeria', 'nonProfit')).toBe('/nigeria-nonprofit-pricing');
    expect(route('ghana', 'company')).toBe('/ghana-company-registration');
    expect(route('southAfrica', 'company')).toBe('/south-africa-registration/business-basics');
    expect(route('nigeria', 'taxFiling')).toBe('/nigeria-tax-filing');
    expect(route('nigeria', 'annualReturns')).toBe('/annual-returns-filing');
    expect(route('canada', 'company')).toBe('/canada-registration');
    expect(route('uk', 'company')).toBe('/uk-business-registration');
    expect(route('uk', 'trademark')).toBe('/uk-trademark-application');
    // The company tax returns (issue 33).
    expect(route('uk', 'taxFiling')).toBe('/uk-corporation-tax');
    expect(route('canada', 'taxFiling')).toBe('/canada-corporation-tax');
    // Services without a wizard open the form that requests them (issue 28).
    expect(route('canada', 'virtualOffice')).toBe(
      '/request-service?service=virtualOffice&country=canada',
    );
  });
});

describe('the corrections of 2026-11-27 (issue 28, item 14)', () => {
  it("prices a South African annual return by the company's turnover band, on time or late", () => {
    const fee = (band: 'under1m' | 'under10m' | 'under25m' | 'from25m', late: boolean) =>
      quote('southAfrica', 'annualReturns', 'basic', {
        southAfricaAnnualReturn: { band, late },
      }).governmentFeeLines.map((l) => [l.label, l.amount]);
    expect(fee('under1m', false)).toEqual([['annualReturn', 100_00]]);
    expect(fee('under10m', false)).toEqual([['annualReturn', 450_00]]);
    expect(fee('under25m', false)).toEqual([['annualReturn', 2_000_00]]);
    expect(fee('from25m', false)).toEqual([['annualReturn', 3_000_00]]);
    expect(fee('under1m', true)).toEqual([['annualReturnLate', 150_00]]);
    expect(fee('under10m', true)).toEqual([['annualReturnLate', 600_00]]);
    expect(fee('under25m', true)).toEqual([['annualReturnLate', 2_500_00]]);
    expect(fee('from25m', true)).toEqual([['annualReturnLate', 4_000_00]]);
  });

  it('shows the South African annual return without answers as a "from" price, the lowest band on time', () => {
    const offering = offerings.find(
      (o) => o.jurisdiction === 'southAfrica' && o.service === 'annualReturns',
    )!;
    expect(offering.governmentFeeFrom).toBe(true);
    expect(quote('southAfrica', 'annualReturns', 'basic').governmentFee).toBe(100_00);
  });

  it('charges no government fee for an Ontario annual return, and $12 for a federal one', () => {
    const ontario = quote('canada', 'annualReturns', 'basic', { canadaRegime: 'ontario' });
    expect(ontario).toMatchObject({ governmentFee: 0, governmentFeeLines: [] });
    expect(
      quote('canada', 'annualReturns', 'basic', { canadaRegime: 'federal' }).governmentFeeLines,
    ).toEqual([expect.objectContaining({ label: 'annualReturn', amount: 12_00 })]);
    expect(
      offerings.find((o) => o.jurisdiction === 'canada' && o.service === 'annualReturns')!.variants,
    ).toHaveLength(2);
  });

  it('quotes a Ghanaian incorporation at cost: GH¢330 is a pre-2023 figure', () => {
    expect(quote('ghana', 'company', 'standard')).toMatchObject({
      governmentFeeBasis: 'atCost',
      governmentFee: 0,
      governmentFeeLines: [],
    });
  });

  it('keeps the unconfirmed Companies House incorporation fee and the CAC base fee marked as such', () => {
    expect(governmentFees.uk.incorporationOnline).toMatchObject({
      amount: 50_00,
      confidence: 'unconfirmed',
    });
    expect(governmentFees.nigeria.companyFilingFirstMillion.confidence).not.toBe('official');
    expect(
      quote('nigeria', 'company', 'basic').governmentFeeLines.some(
        (l) => l.confidence === 'unconfirmed',
      ),
    ).toBe(true);
  });
});
