import { ghanaCompany } from '@/lib/wizards/definitions/ghana/company';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { nigeriaEnterprise } from '@/lib/wizards/definitions/nigeria/enterprise';
import { lagosToday } from '@/lib/catalogue/nigeria-annual-returns';
import { nigeriaAnnualReturns } from '@/lib/wizards/definitions/nigeria/annual-returns';
import { southAfricaCompany } from '@/lib/wizards/definitions/south-africa/company';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { validateApplication, type DraftData, type WizardDefinition } from '@/lib/wizards/steps';
import {
  corporateSubscriber,
  ghanaCompanyValid,
  nigeriaAnnualReturnsValid,
  nigeriaCompanyValid,
  nigeriaEnterpriseValid,
  nigerianSubscriber,
  southAfricaCompanyValid,
} from '../../fixtures/applications';

/** The failing step and its issues as `path: key` strings. */
function problems(definition: WizardDefinition, data: DraftData) {
  const result = validateApplication(definition, data);
  if (result.ok) return { step: null, issues: [] as string[] };
  return { step: result.stepId, issues: result.issues.map((i) => `${i.path.join('.')}: ${i.key}`) };
}

const clone = <T>(v: T): T => structuredClone(v);

describe('Nigeria company (CAMA 2020)', () => {
  it('accepts a complete private company', () => {
    expect(problems(nigeriaCompany, nigeriaCompanyValid)).toEqual({ step: null, issues: [] });
  });

  it('refuses a share capital below the legal minimum of ₦100,000', () => {
    const p = problems(nigeriaCompany, {
      ...nigeriaCompanyValid,
      issuedShareCapital: '99999',
      numberOfShares: '1000',
    });
    expect(p).toEqual({
      step: 'share-capital',
      issues: ['issuedShareCapital: shareCapitalMin_private'],
    });
  });

  it('asks a public company for ₦2,000,000', () => {
    const p = problems(nigeriaCompany, {
      ...nigeriaCompanyValid,
      companyType: 'public',
      proposedName1: 'Adaeze Foods Plc',
      proposedName2: 'Adaeze Kitchen Public Limited Company',
    });
    expect(p.issues).toContain('issuedShareCapital: shareCapitalMin_public');
  });

  it('asks a company with a foreign shareholder for ₦100,000,000', () => {
    const p = problems(nigeriaCompany, { ...nigeriaCompanyValid, foreignParticipation: 'yes' });
    expect(p.issues).toEqual(['issuedShareCapital: shareCapitalMinForeign']);
  });

  it('needs names ending in Limited or Ltd, and two different names', () => {
    const p = problems(nigeriaCompany, {
      ...nigeriaCompanyValid,
      proposedName1: 'Adaeze Foods',
      proposedName2: 'adaeze foods',
    });
    expect(p.issues).toEqual(
      expect.arrayContaining(['proposedName1: nameSuffixLimited', 'proposedName2: namesDiffer']),
    );
  });

  it('reports a bad name together with the other mistakes of the step, not after them', () => {
    const p = problems(nigeriaCompany, {
      ...nigeriaCompanyValid,
      proposedName1: 'Adaeze Foods',
      companyEmail: 'nope',
    });
    expect(p.issues).toEqual(
      expect.arrayContaining(['companyEmail: email', 'proposedName1: nameSuffixLimited']),
    );
  });

  it('refuses shares not adding up to the issued shares', () => {
    const data = clone(nigeriaCompanyValid);
    data.shareholders[1]!.shares = '300000';
    expect(problems(nigeriaCompany, data)).toEqual({
      step: 'shareholders',
      issues: ['shareholders: sharesTotal'],
    });
  });

  it('needs two directors unless the company is small', () => {
    const sole = { ...nigeriaCompanyValid.shareholders[0]!, shares: '1000000' };
    const one = {
      ...nigeriaCompanyValid,
      directors: [nigeriaCompanyValid.directors[0]!],
      shareholders: [sole],
      psc: [nigeriaCompanyValid.psc[0]!],
    };
    expect(problems(nigeriaCompany, one)).toEqual({
      step: 'directors',
      issues: ['directors: minDirectors'],
    });
    const small = { ...one, smallCompany: 'yes', hasSecretary: 'no' };
    // Small company: one director, no secretary; but its directors must hold the majority.
    expect(problems(nigeriaCompany, small)).toEqual({ step: null, issues: [] });
  });

  it('refuses the small-company concession when the directors do not hold the majority', () => {
    // Adaeze holds 60% but is not a director here: she gives her own particulars as a subscriber.
    const adaeze = { ...nigerianSubscriber, fullName: 'Adaeze Okafor', shares: '600000' };
    const data = {
      ...nigeriaCompanyValid,
      directors: [nigeriaCompanyValid.directors[1]!],
      shareholders: [adaeze, nigeriaCompanyValid.shareholders[1]!],
      smallCompany: 'yes',
    };
    expect(problems(nigeriaCompany, data).issues).toEqual([
      'shareholders: smallCompanyDirectorsMajority',
    ]);
  });

  it('requires a secretary unless the company is small', () => {
    const p = problems(nigeriaCompany, { ...nigeriaCompanyValid, hasSecretary: 'no' });
    expect(p).toEqual({ step: 'secretary', issues: ['hasSecretary: secretaryRequired'] });
  });

  it('needs a valid NIN for a Nigerian director and a passport for a foreign one', () => {
    const data = clone(nigeriaCompanyValid);
    data.directors[0]!.nin = '1234';
    data.directors[1]!.nationality = 'GB';
    expect(problems(nigeriaCompany, data).issues).toEqual([
      'directors.0.nin: nin',
      'directors.1.passportNumber: required',
    ]);
  });

  it('refuses a director under 18', () => {
    const data = clone(nigeriaCompanyValid);
    const year = new Date().getUTCFullYear() - 17;
    data.directors[0]!.dateOfBirth = `${year}-01-01`;
    expect(problems(nigeriaCompany, data).issues).toEqual(['directors.0.dateOfBirth: minAge18']);
  });

  it('refuses an undeclared foreign shareholder: a foreign director who holds shares, a foreign subscriber, a foreign company', () => {
    const data = clone(nigeriaCompanyValid);
    data.directors[1]!.nationality = 'GB';
    data.directors[1]!.passportNumber = 'K1234567';
    const foreigner = {
      ...nigerianSubscriber,
      nationality: 'GB',
      nin: '',
      passportNumber: 'K7654321',
      shares: '50000',
    };
    const company = { ...corporateSubscriber, countryOfIncorporation: 'GB', shares: '50000' };
    data.shareholders = [
      { ...data.shareholders[0]!, shares: '500000' },
      data.shareholders[1]!,
      foreigner,
      company,
    ] as typeof data.shareholders;
    data.psc = [...data.psc, { ...data.psc[0]!, fullName: 'Ngozi Eze', percentage: '5' }];
    expect(problems(nigeriaCompany, data).issues).toEqual([
      'shareholders.1.fullName: foreignShareholderUndeclared',
      'shareholders.2.nationality: foreignShareholderUndeclared',
      'shareholders.3.countryOfIncorporation: foreignShareholderUndeclared',
    ]);
  });

  it('refuses a PSC below the 5% threshold', () => {
    const data = clone(nigeriaCompanyValid);
    data.psc[0]!.percentage = '4';
    expect(problems(nigeriaCompany, data).issues).toEqual(['psc.0.percentage: pscThreshold']);
  });

  it('refuses a witness who is a subscriber', () => {
    const p = problems(nigeriaCompany, { ...nigeriaCompanyValid, witnessName: 'tunde bakare' });
    expect(p).toEqual({ step: 'submitter', issues: ['witnessName: witnessIsSubscriber'] });
  });
});

describe('Nigeria business name', () => {
  it('accepts a sole proprietorship', () => {
    expect(problems(nigeriaEnterprise, nigeriaEnterpriseValid)).toEqual({ step: null, issues: [] });
  });

  it('needs two partners for a partnership', () => {
    const p = problems(nigeriaEnterprise, {
      ...nigeriaEnterpriseValid,
      businessType: 'partnership',
    });
    expect(p).toEqual({ step: 'proprietor', issues: ['proprietors: partnershipTwoPartners'] });
  });
});

describe('Ghana company (Act 992)', () => {
  it('accepts two resident directors', () => {
    expect(problems(ghanaCompany, ghanaCompanyValid)).toEqual({ step: null, issues: [] });
  });

  it('needs at least two directors', () => {
    const p = problems(ghanaCompany, {
      ...ghanaCompanyValid,
      directors: [ghanaCompanyValid.directors[0]!],
    });
    expect(p).toEqual({ step: 'step1', issues: ['directors: minDirectors'] });
  });

  it('needs a director ordinarily resident in Ghana', () => {
    const data = clone(ghanaCompanyValid);
    data.directors.forEach((d, i) => {
      d.residentInGhana = 'no';
      d.nationality = 'GB';
      d.passportNumber = `K123456${i}`;
      d.tin = `P001234567${i}`;
    });
    expect(problems(ghanaCompany, data)).toEqual({
      step: 'step1',
      issues: ['directors: residentDirectorRequired'],
    });
  });

  it('checks the GhanaPost GPS address of the office and of resident directors', () => {
    const data = clone(ghanaCompanyValid);
    data.registeredOffice.digitalAddress = 'GA1838164';
    data.directors[0]!.digitalAddress = 'accra';
    const first = problems(ghanaCompany, data);
    expect(first.issues).toEqual(['registeredOffice.digitalAddress: ghanaPostGps']);
    data.registeredOffice.digitalAddress = 'ga-183-8164';
    expect(problems(ghanaCompany, data).issues).toEqual([
      'directors.0.digitalAddress: ghanaPostGps',
    ]);
  });

  it('needs the GIPC minimum for a wholly foreign-owned company', () => {
    const p = problems(ghanaCompany, {
      ...ghanaCompanyValid,
      foreignParticipation: 'whollyForeign',
      foreignCapitalUsd: '499999',
    });
    expect(p).toEqual({ step: 'step3', issues: ['foreignCapitalUsd: gipcMin_whollyForeign'] });
  });
});

describe('South Africa company (Companies Act 2008)', () => {
  it('accepts two shareholders with valid IDs', () => {
    expect(problems(southAfricaCompany, southAfricaCompanyValid)).toEqual({
      step: null,
      issues: [],
    });
  });

  it('refuses an ID number with a wrong check digit', () => {
    const data = clone(southAfricaCompanyValid);
    data.shareholders[0]!.saIdNumber = '8001015009086';
    expect(problems(southAfricaCompany, data).issues).toEqual(['shareholders.0.saIdNumber: saId']);
  });

  it('refuses percentages that do not add up to 100% and a company without a director', () => {
    const data = clone(southAfricaCompanyValid);
    data.shareholders[0]!.percentage = '50';
    data.directors = [];
    data.incorporators = [
      {
        incorporatorType: 'juristic',
        fullName: 'Nkosi Family Trust',
        isDirector: '',
        registrationNumber: 'IT 1234/2020',
      } as never,
    ];
    expect(problems(southAfricaCompany, data).issues).toEqual([
      'directors: atLeastOneDirector',
      'shareholders: percentTotal',
    ]);
  });

  it('offers the B-BBEE affidavit to an EME whatever its ownership', () => {
    for (const blackOwnership of ['under51', 'from51', 'full'])
      expect(
        problems(southAfricaCompany, {
          ...southAfricaCompanyValid,
          expectedTurnover: 'upTo10m',
          blackOwnership,
        }).issues,
      ).toEqual([]);
  });

  it('offers it to a R10m–R50m business only when at least 51% black-owned', () => {
    expect(
      problems(southAfricaCompany, {
        ...southAfricaCompanyValid,
        expectedTurnover: 'upTo50m',
        blackOwnership: 'from51',
      }).issues,
    ).toEqual([]);
    expect(
      problems(southAfricaCompany, {
        ...southAfricaCompanyValid,
        expectedTurnover: 'upTo50m',
        blackOwnership: 'under51',
      }).issues,
    ).toEqual(['blackOwnership: bbbeeQseOwnership']);
  });

  it('never offers it above R50m, and asks the ownership when it is chosen', () => {
    expect(
      problems(southAfricaCompany, { ...southAfricaCompanyValid, expectedTurnover: 'over50m' })
        .issues,
    ).toEqual(['addBbbeeAffidavit: bbbeeNotEme']);
    expect(
      problems(southAfricaCompany, { ...southAfricaCompanyValid, blackOwnership: undefined })
        .issues,
    ).toEqual(['blackOwnership: chooseAnswer']);
    expect(
      problems(southAfricaCompany, {
        ...southAfricaCompanyValid,
        addBbbeeAffidavit: false,
        blackOwnership: undefined,
      }).issues,
    ).toEqual([]);
  });

  it('prices the MOI chosen and both extras', () => {
    const both = quoteForDraft(southAfricaCompany, southAfricaCompanyValid)!;
    expect(both.serviceFeeLines!.map((l) => l.label)).toEqual([
      'package',
      'bbbeeAffidavit',
      'taxRegistration',
    ]);
    expect(both.governmentFee).toBe(17_500);
    const customised = quoteForDraft(southAfricaCompany, {
      ...southAfricaCompanyValid,
      moi: 'customised',
      addBbbeeAffidavit: false,
      addTaxRegistration: false,
    })!;
    expect(customised.governmentFee).toBe(47_500);
    expect(customised.serviceFeeLines!.map((l) => l.label)).toEqual(['package']);
  });
});

describe('Nigeria annual returns', () => {
  const valid = { ...nigeriaAnnualReturnsValid, incorporationDate: '2019-05-14' };

  it('accepts a company filing two years', () => {
    expect(problems(nigeriaAnnualReturns, valid)).toEqual({ step: null, issues: [] });
  });

  it('refuses a year instead of a count, and more than ten years', () => {
    expect(problems(nigeriaAnnualReturns, { ...valid, yearsToFile: '2023' }).issues).toEqual([
      'yearsToFile: yearsToFile',
    ]);
    expect(problems(nigeriaAnnualReturns, { ...valid, yearsToFile: '11' }).issues).toEqual([
      'yearsToFile: yearsToFile',
    ]);
    expect(problems(nigeriaAnnualReturns, { ...valid, yearsToFile: 'two' }).issues).toEqual([
      'yearsToFile: wholeNumber',
    ]);
  });

  it('refuses years before the first return, saying when it was and how many there are', () => {
    const thisYear = Number(lagosToday().slice(0, 4));
    // A business name registered two years ago has filed for last year and this year at most.
    const p = problems(nigeriaAnnualReturns, {
      ...valid,
      entityType: 'businessName',
      cacNumber: 'BN 1234567',
      incorporationDate: `${thisYear - 2}-01-15`,
      yearsToFile: '3',
    });
    const result = validateApplication(nigeriaAnnualReturns, {
      ...valid,
      entityType: 'businessName',
      cacNumber: 'BN 1234567',
      incorporationDate: `${thisYear - 2}-01-15`,
      yearsToFile: '3',
    });
    expect(p.issues).toEqual(['yearsToFile: yearsBeforeRegistration']);
    expect(!result.ok && result.issues[0]!.values).toEqual({
      max: 2,
      firstYear: String(thisYear - 1),
    });
  });

  it('refuses a registration date in the future', () => {
    expect(
      problems(nigeriaAnnualReturns, { ...valid, incorporationDate: '2999-01-01' }).issues,
    ).toEqual(['incorporationDate: dateFuture']);
  });

  it('asks the turnover of a company only', () => {
    expect(problems(nigeriaAnnualReturns, { ...valid, turnoverBand: undefined }).issues).toEqual([
      'turnoverBand: chooseAnswer',
    ]);
    expect(
      problems(nigeriaAnnualReturns, {
        ...valid,
        entityType: 'trustees',
        cacNumber: 'IT 123456',
        turnoverBand: undefined,
      }).issues,
    ).toEqual([]);
  });

  it('quotes each year with its penalty, so more years cost more', () => {
    const one = quoteForDraft(nigeriaAnnualReturns, { ...valid, yearsToFile: '1' })!;
    const five = quoteForDraft(nigeriaAnnualReturns, { ...valid, yearsToFile: '5' })!;
    const ten = quoteForDraft(nigeriaAnnualReturns, {
      ...valid,
      incorporationDate: '2012-03-01',
      yearsToFile: '10',
    })!;
    expect(one.governmentFeeLines.filter((l) => l.label === 'annualReturnYear')).toHaveLength(1);
    expect(five.governmentFeeLines.filter((l) => l.label === 'annualReturnYear')).toHaveLength(5);
    expect(one.total).toBeLessThan(five.total);
    expect(five.total).toBeLessThan(ten.total);
  });
});
