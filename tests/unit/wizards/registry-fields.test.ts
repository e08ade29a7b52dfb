import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wizardText, type Translate } from '@/components/wizards/wizard-text';
import { ghanaCompany } from '@/lib/wizards/definitions/ghana/company';
import { minIndependentDirectors, nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { nigeriaEnterprise } from '@/lib/wizards/definitions/nigeria/enterprise';
import { nigeriaNonprofit } from '@/lib/wizards/definitions/nigeria/nonprofit';
import { nigeriaTaxFiling } from '@/lib/wizards/definitions/nigeria/tax-filing';
import { southAfricaCompany } from '@/lib/wizards/definitions/south-africa/company';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { WIZARDS } from '@/lib/wizards/registry';
import {
  isShown,
  stepNumber,
  validateApplication,
  type DraftData,
  type WizardDefinition,
} from '@/lib/wizards/steps';
import {
  corporateSubscriber,
  ghanaCompanyValid,
  nigeriaCompanyValid,
  nigeriaEnterpriseValid,
  nigeriaNonprofitValid,
  nigeriaTaxFilingValid,
  nigerianSubscriber,
  southAfricaCompanyValid,
  upload,
  validApplications,
} from '../../fixtures/applications';

/** The failing step and its issues as `path: key` strings. */
function problems(definition: WizardDefinition, data: DraftData) {
  const result = validateApplication(definition, data);
  if (result.ok) return { step: null, issues: [] as string[] };
  return { step: result.stepId, issues: result.issues.map((i) => `${i.path.join('.')}: ${i.key}`) };
}

/** The whole application once validated (what submission stores). */
function stored(definition: WizardDefinition, data: DraftData): DraftData {
  const result = validateApplication(definition, data);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.data;
}

const clone = <T>(v: T): T => structuredClone(v);
const without = (item: object, names: string[]) =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !names.includes(k)));

describe('Nigeria company: what the CAC asks of directors and subscribers', () => {
  it('refuses a director without an address for service, an ID scan, a passport photo or a signature', () => {
    const data = clone(nigeriaCompanyValid);
    Object.assign(data.directors[0]!, {
      serviceAddress: '',
      idDocument: '',
      passportPhoto: undefined,
      signature: 'not-a-key',
    });
    expect(problems(nigeriaCompany, data)).toEqual({
      step: 'directors',
      issues: [
        'directors.0.serviceAddress: required',
        'directors.0.idDocument: fileRequired',
        'directors.0.passportPhoto: fileRequired',
        'directors.0.signature: fileRequired',
      ],
    });
  });

  it('refuses a PDF as a passport photograph or a signature: a photo is a JPEG or a PNG', () => {
    const data = clone(nigeriaCompanyValid);
    data.directors[0]!.passportPhoto = upload(90, 'pdf');
    data.directors[1]!.signature = upload(91, 'pdf');
    expect(problems(nigeriaCompany, data).issues).toEqual([
      'directors.0.passportPhoto: photoType',
      'directors.1.signature: photoType',
    ]);
  });

  it('asks a subscriber who is not a director for the same particulars and uploads', () => {
    const data = clone(nigeriaCompanyValid);
    const bare = {
      holderType: 'individual',
      fullName: 'Ngozi Eze',
      isDirector: 'no',
      email: 'ngozi@example.com',
      phone: '08041234567',
      shares: '100000',
    };
    data.shareholders = [
      { ...data.shareholders[0]!, shares: '500000' },
      data.shareholders[1]!,
      bare,
    ] as typeof data.shareholders;
    expect(problems(nigeriaCompany, data).issues).toEqual([
      'shareholders.2.nationality: chooseAnswer',
      'shareholders.2.dateOfBirth: required',
      'shareholders.2.gender: chooseAnswer',
      'shareholders.2.occupation: required',
      'shareholders.2.residentialAddress: required',
      'shareholders.2.serviceAddress: required',
      'shareholders.2.idDocument: fileRequired',
      'shareholders.2.passportPhoto: fileRequired',
      'shareholders.2.signature: fileRequired',
    ]);
  });

  it('says how long a subscriber’s particulars may be', () => {
    const data = clone(nigeriaCompanyValid);
    data.shareholders = [
      { ...data.shareholders[0]!, shares: '500000' },
      data.shareholders[1]!,
      { ...nigerianSubscriber, occupation: 'x'.repeat(101) },
    ] as typeof data.shareholders;
    data.psc = [...data.psc, { ...data.psc[0]!, fullName: 'Ngozi Eze', percentage: '10' }];
    const result = validateApplication(nigeriaCompany, data);
    const occupation = result.ok
      ? []
      : result.issues.filter((i) => i.path.join('.') === 'shareholders.2.occupation');
    expect(occupation.length).toBeGreaterThan(0);
    for (const issue of occupation)
      expect(issue).toEqual({
        path: ['shareholders', 2, 'occupation'],
        key: 'tooLong',
        values: { max: 100 },
      });
  });

  it('refuses a subscriber who says they are a director but is not one of them', () => {
    const data = clone(nigeriaCompanyValid);
    data.shareholders[1]!.fullName = 'Tunde Bakare Jnr';
    expect(problems(nigeriaCompany, data)).toEqual({
      step: 'shareholders',
      issues: ['shareholders.1.fullName: shareholderNotADirector'],
    });
  });

  it('asks a corporate subscriber for its registration number and country, and nothing a person gives', () => {
    const data = clone(nigeriaCompanyValid);
    const company = {
      ...corporateSubscriber,
      registrationNumber: '',
      countryOfIncorporation: 'XX',
    };
    data.shareholders = [
      { ...data.shareholders[0]!, shares: '500000' },
      data.shareholders[1]!,
      company,
    ] as typeof data.shareholders;
    expect(problems(nigeriaCompany, data).issues).toEqual([
      'shareholders.2.registrationNumber: required',
      'shareholders.2.countryOfIncorporation: required',
    ]);
    company.registrationNumber = 'RC 7654321';
    company.countryOfIncorporation = 'NG';
    expect(problems(nigeriaCompany, data)).toEqual({ step: null, issues: [] });
  });

  it('accepts a subscriber who is not a director, with their particulars, and renders none of a person for a company', () => {
    const data = clone(nigeriaCompanyValid);
    data.shareholders = [
      { ...data.shareholders[0]!, shares: '500000' },
      data.shareholders[1]!,
      nigerianSubscriber,
    ] as typeof data.shareholders;
    data.psc = [...data.psc, { ...data.psc[0]!, fullName: 'Ngozi Eze', percentage: '10' }];
    expect(problems(nigeriaCompany, data)).toEqual({ step: null, issues: [] });
    const fields = nigeriaCompany.steps.find((s) => s.id === 'shareholders')!.fields[0]!;
    if (fields.kind !== 'group') throw new Error('not a group');
    // A company that once had a nationality typed does not show a NIN: the nationality is hidden.
    const company = { ...corporateSubscriber, isDirector: 'no', nationality: 'NG' };
    expect(
      fields.fields.filter((f) => isShown(f, company, fields.fields)).map((f) => f.name),
    ).toEqual([
      'holderType',
      'fullName',
      'registrationNumber',
      'countryOfIncorporation',
      'email',
      'phone',
      'shares',
    ]);
  });
});

describe('Nigeria company: persons with significant control (5%, CAMA 2020 s.868)', () => {
  /** Adaeze with 95% and Ngozi with `shares` of 1,000,000, Adaeze alone among the PSCs. */
  function withNgozi(shares: string) {
    const data = clone(nigeriaCompanyValid);
    const adaeze = { ...data.shareholders[0]!, shares: String(1_000_000 - Number(shares)) };
    data.directors = [data.directors[0]!, data.directors[1]!];
    data.shareholders = [adaeze, { ...nigerianSubscriber, shares }] as typeof data.shareholders;
    data.psc = [data.psc[0]!];
    return data;
  }

  it('refuses PSCs that leave out a shareholder holding exactly 5%', () => {
    expect(problems(nigeriaCompany, withNgozi('50000'))).toEqual({
      step: 'psc',
      issues: ['psc: pscMissing'],
    });
    const result = validateApplication(nigeriaCompany, withNgozi('50000'));
    expect(result.ok ? null : result.issues[0]!.values).toEqual({ names: 'Ngozi Eze', min: 5 });
  });

  it('does not ask for a shareholder just under 5%', () => {
    expect(problems(nigeriaCompany, withNgozi('49999'))).toEqual({ step: null, issues: [] });
  });

  it('names every shareholder left out (the fixture without Tunde, who holds 40%)', () => {
    const data = { ...nigeriaCompanyValid, psc: [nigeriaCompanyValid.psc[0]!] };
    const result = validateApplication(nigeriaCompany, data);
    expect(result.ok ? null : [result.stepId, result.issues]).toEqual([
      'psc',
      [{ path: ['psc'], key: 'pscMissing', values: { names: 'Tunde Bakare', min: 5 } }],
    ]);
  });
});

describe('Nigeria company: a public company', () => {
  const publicCompany = (over: Partial<typeof nigeriaCompanyValid> = {}) => ({
    ...clone(nigeriaCompanyValid),
    companyType: 'public',
    proposedName1: 'Adaeze Foods Plc',
    proposedName2: 'Adaeze Kitchen Public Limited Company',
    issuedShareCapital: '2,000,000',
    numberOfShares: '2,000,000',
    ...over,
  });
  const shares = (a: string, b: string) => [
    { ...nigeriaCompanyValid.shareholders[0]!, shares: a },
    { ...nigeriaCompanyValid.shareholders[1]!, shares: b },
  ];

  it('refuses a board with no independent director, then a third rounded up', () => {
    const data = publicCompany({ shareholders: shares('1200000', '800000') });
    expect(problems(nigeriaCompany, data)).toEqual({
      step: 'directors',
      issues: ['directors: independentDirectors'],
    });
    data.directors[1]!.independent = true;
    expect(problems(nigeriaCompany, data)).toEqual({ step: null, issues: [] });
    expect([1, 2, 3, 4, 6, 7].map(minIndependentDirectors)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('refuses a public company with one member: a single-member company is private', () => {
    const data = publicCompany({
      shareholders: [{ ...nigeriaCompanyValid.shareholders[0]!, shares: '2000000' }],
      psc: [nigeriaCompanyValid.psc[0]!],
    });
    data.directors[1]!.independent = true;
    expect(problems(nigeriaCompany, data)).toEqual({
      step: 'shareholders',
      issues: ['shareholders: publicTwoMembers'],
    });
    expect(
      problems(nigeriaCompany, {
        ...data,
        companyType: 'private',
        proposedName1: 'Adaeze Foods Limited',
        proposedName2: 'Adaeze Kitchen Ltd',
      }),
    ).toEqual({ step: null, issues: [] });
  });

  it('asks whether a director is independent of public companies only', () => {
    const group = nigeriaCompany.steps.find((s) => s.id === 'directors')!.fields[0]!;
    if (group.kind !== 'group') throw new Error('not a group');
    const independent = group.fields.find((f) => f.name === 'independent')!;
    expect(isShown(independent, {}, group.fields, { companyType: 'public' })).toBe(true);
    expect(isShown(independent, {}, group.fields, { companyType: 'private' })).toBe(false);
  });
});

describe('amounts with thousands separators', () => {
  it('takes "1,000,000" as the share capital and the number of shares, stores digits and prices from it', () => {
    const typed = {
      ...nigeriaCompanyValid,
      issuedShareCapital: '1,000,000',
      numberOfShares: '1 000 000',
    };
    const data = stored(nigeriaCompany, typed);
    expect([data.issuedShareCapital, data.numberOfShares]).toEqual(['1000000', '1000000']);
    expect(quoteForDraft(nigeriaCompany, typed)).toEqual(
      quoteForDraft(nigeriaCompany, nigeriaCompanyValid),
    );
  });

  it('still refuses a capital under the minimum when it is written with commas', () => {
    expect(
      problems(nigeriaCompany, {
        ...nigeriaCompanyValid,
        issuedShareCapital: '99,999',
        numberOfShares: '99,999',
      }).issues,
    ).toContain('issuedShareCapital: shareCapitalMin_private');
  });
});

describe('Nigeria tax filing', () => {
  it('refuses a year end in the future and missing uploads', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const p = problems(nigeriaTaxFiling, {
      ...nigeriaTaxFilingValid,
      accountingYearEnd: tomorrow,
      accountsFile: '',
      bankStatementsFile: '',
    });
    expect(p.issues).toEqual([
      'accountingYearEnd: dateFuture',
      'bankStatementsFile: fileRequired',
      'accountsFile: fileRequired',
    ]);
  });

  it('takes "1234567" as the RC number and stores "RC 1234567"', () => {
    expect(
      stored(nigeriaTaxFiling, { ...nigeriaTaxFilingValid, cacNumber: '1234567' }).cacNumber,
    ).toBe('RC 1234567');
    expect(
      stored(nigeriaTaxFiling, { ...nigeriaTaxFilingValid, cacNumber: 'rc1234567' }).cacNumber,
    ).toBe('RC 1234567');
  });

  it('needs the accounts for company income tax, not for VAT returns alone', () => {
    expect(
      problems(nigeriaTaxFiling, { ...nigeriaTaxFilingValid, taxType: 'vat', accountsFile: '' }),
    ).toEqual({ step: null, issues: [] });
    expect(
      problems(nigeriaTaxFiling, { ...nigeriaTaxFilingValid, taxType: 'both', accountsFile: '' })
        .issues,
    ).toEqual(['accountsFile: fileRequired']);
  });
});

describe('Ghana company: TINs, shareholders, beneficial owners, the auditor', () => {
  it('asks a foreign director for a passport and a TIN in a GRA or Ghana Card form', () => {
    const data = clone(ghanaCompanyValid);
    Object.assign(data.directors[1]!, {
      nationality: 'GB',
      ghanaCardPin: '',
      passportNumber: '533401372',
      tin: '12345',
    });
    expect(problems(ghanaCompany, data)).toEqual({
      step: 'step1',
      issues: ['directors.1.tin: ghanaTin'],
    });
    data.directors[1]!.tin = 'P0012345678';
    // Ama is also a shareholder and a beneficial owner: the same person gives the same TIN there.
    Object.assign(data.shareholders[1]!, {
      nationality: 'GB',
      ghanaCardPin: '',
      passportNumber: '533401372',
      tin: 'P0012345678',
    });
    Object.assign(data.beneficialOwners[1]!, {
      nationality: 'GB',
      ghanaCardPin: '',
      passportNumber: '533401372',
      tin: 'P0012345678',
    });
    expect(
      problems(ghanaCompany, {
        ...data,
        foreignParticipation: 'jointVenture',
        foreignCapitalUsd: '200,000',
      }),
    ).toEqual({ step: null, issues: [] });
  });

  it("asks for the secretary's TIN", () => {
    expect(problems(ghanaCompany, { ...ghanaCompanyValid, secretaryTin: 'GHA-1' })).toEqual({
      step: 'step2',
      issues: ['secretaryTin: ghanaTin'],
    });
    expect(problems(ghanaCompany, { ...ghanaCompanyValid, secretaryTin: 'C0000803561' })).toEqual({
      step: null,
      issues: [],
    });
  });

  it('refuses two people sharing one Ghana Card PIN, and one person listed twice', () => {
    // Two directors, two names, one PIN.
    const shared = clone(ghanaCompanyValid);
    shared.directors[1]!.ghanaCardPin = shared.directors[0]!.ghanaCardPin;
    const result = validateApplication(ghanaCompany, shared);
    expect(result.ok ? null : result.issues).toEqual([
      {
        path: ['directors', 1, 'ghanaCardPin'],
        key: 'pinShared',
        values: { name: 'Kwame Mensah' },
      },
    ]);

    const twice = clone(ghanaCompanyValid);
    twice.directors[1] = { ...twice.directors[0]! };
    expect(problems(ghanaCompany, twice).issues).toEqual(['directors.1.ghanaCardPin: pinRepeated']);

    const secretary = {
      ...ghanaCompanyValid,
      secretaryTin: ghanaCompanyValid.directors[1]!.ghanaCardPin,
    };
    expect(problems(ghanaCompany, secretary)).toEqual({
      step: 'step2',
      issues: ['secretaryTin: pinShared'],
    });
  });

  it('lets one person hold two roles under one PIN: a director who is the secretary, a director who holds shares', () => {
    const data = {
      ...ghanaCompanyValid,
      secretaryName: 'Ama Owusu',
      secretaryTin: ghanaCompanyValid.directors[1]!.ghanaCardPin,
    };
    expect(problems(ghanaCompany, data)).toEqual({ step: null, issues: [] });
  });

  it('refuses a shareholder whose PIN is a director’s under another name', () => {
    const data = clone(ghanaCompanyValid);
    data.shareholders[1]!.ghanaCardPin = data.directors[0]!.ghanaCardPin;
    expect(problems(ghanaCompany, data).issues).toContain('shareholders.1.ghanaCardPin: pinShared');
  });

  it('asks each shareholder for an address and the amount paid, adding up to the stated capital', () => {
    const data = clone(ghanaCompanyValid);
    Object.assign(data.shareholders[0]!, { residentialAddress: '', amountPaid: '' });
    expect(problems(ghanaCompany, data).issues).toEqual([
      'shareholders.0.residentialAddress: required',
      'shareholders.0.amountPaid: required',
    ]);
    data.shareholders[0]!.residentialAddress = '2 Ring Road, Accra';
    data.shareholders[0]!.amountPaid = '29,000';
    const result = validateApplication(ghanaCompany, data);
    expect(result.ok ? null : result.issues).toEqual([
      { path: ['shareholders'], key: 'amountPaidTotal', values: { stated: 50_000, paid: 49_000 } },
    ]);
  });

  it('declares every shareholder with 20% or more as a beneficial owner (5% in a high-risk sector)', () => {
    const data = clone(ghanaCompanyValid);
    // Ama holds 10,000 of 50,000 shares: exactly 20%.
    data.shareholders = [
      { ...data.shareholders[0]!, shares: '40000', amountPaid: '40000' },
      { ...data.shareholders[1]!, shares: '10000', amountPaid: '10000' },
    ];
    data.beneficialOwners = [data.beneficialOwners[0]!];
    expect(problems(ghanaCompany, data)).toEqual({
      step: 'step3',
      issues: ['beneficialOwners: beneficialOwnerMissing'],
    });
    // Just under 20%: not required in an ordinary sector, but required at 5% in a high-risk one.
    data.shareholders = [
      { ...data.shareholders[0]!, shares: '40001', amountPaid: '40001' },
      { ...data.shareholders[1]!, shares: '9999', amountPaid: '9999' },
    ];
    expect(problems(ghanaCompany, data)).toEqual({ step: null, issues: [] });
    expect(problems(ghanaCompany, { ...data, sectorRisk: 'high' }).issues).toEqual([
      'beneficialOwners: beneficialOwnerMissing',
    ]);
  });

  it('refuses an auditor who is a director or the secretary', () => {
    expect(problems(ghanaCompany, { ...ghanaCompanyValid, auditorName: 'ama owusu' })).toEqual({
      step: 'step2',
      issues: ['auditorName: auditorIsOfficer'],
    });
    expect(problems(ghanaCompany, { ...ghanaCompanyValid, auditorName: 'Yaw Boateng' })).toEqual({
      step: 'step2',
      issues: ['auditorName: auditorIsOfficer'],
    });
  });

  it('numbers the steps from step 1 after the business details: "Step 2 of 5" is /step2', () => {
    const at = (route: string) =>
      stepNumber(
        ghanaCompany,
        ghanaCompany.steps.findIndex((s) => s.path.endsWith(route)),
      );
    expect(at('/ghana-business-details')).toEqual({ n: null, total: 5 });
    for (const n of [1, 2, 3, 4]) expect(at(`/step${n}`)).toEqual({ n, total: 5 });
    expect(stepNumber(nigeriaCompany, 0)).toEqual({ n: 1, total: 10 });
  });
});

describe('South Africa company: directors apart, incorporators, authorised shares', () => {
  it('refuses a director without a certified ID copy or residential address', () => {
    const data = clone(southAfricaCompanyValid);
    Object.assign(data.directors[1]!, { certifiedIdCopy: '', residentialAddress: 'x' });
    expect(problems(southAfricaCompany, data).issues).toEqual([
      'directors.1.residentialAddress: addressTooShort',
      'directors.1.certifiedIdCopy: fileRequired',
    ]);
  });

  it('accepts a director who holds no shares', () => {
    expect(southAfricaCompanyValid.shareholders.map((s) => s.fullName)).not.toContain(
      southAfricaCompanyValid.directors[1]!.fullName,
    );
    expect(problems(southAfricaCompany, southAfricaCompanyValid)).toEqual({
      step: null,
      issues: [],
    });
  });

  it('refuses an incorporator who says they are a director but is not listed, and a trust without its number', () => {
    const data = clone(southAfricaCompanyValid);
    data.incorporators = [
      { incorporatorType: 'person', fullName: 'Lerato Dlamini', isDirector: 'yes' },
      {
        incorporatorType: 'juristic',
        fullName: 'Nkosi Family Trust',
        isDirector: '',
        registrationNumber: '',
      } as never,
    ];
    expect(problems(southAfricaCompany, data).issues).toEqual([
      'incorporators.1.registrationNumber: required',
      'incorporators.0.fullName: incorporatorNotADirector',
    ]);
  });

  it('asks an incorporator who is not a director for an ID and its certified copy', () => {
    const data = clone(southAfricaCompanyValid);
    data.incorporators = [
      { incorporatorType: 'person', fullName: 'Lerato Dlamini', isDirector: 'no' },
    ];
    expect(problems(southAfricaCompany, data).issues).toEqual([
      'incorporators.0.nationality: chooseAnswer',
      'incorporators.0.certifiedIdCopy: fileRequired',
    ]);
    data.incorporators = [
      {
        incorporatorType: 'person',
        fullName: 'Lerato Dlamini',
        isDirector: 'no',
        nationality: 'ZA',
        saIdNumber: '8909025012083',
        certifiedIdCopy: upload(40, 'pdf'),
      } as never,
    ];
    expect(problems(southAfricaCompany, data)).toEqual({ step: null, issues: [] });
  });

  it('asks for the number of authorised shares, typed with separators or not', () => {
    expect(
      problems(southAfricaCompany, { ...southAfricaCompanyValid, authorisedShares: '' }).issues,
    ).toEqual(['authorisedShares: required']);
    expect(
      stored(southAfricaCompany, { ...southAfricaCompanyValid, authorisedShares: '1,000' })
        .authorisedShares,
    ).toBe('1000');
  });
});

describe('Nigeria business name and non-profit', () => {
  it('refuses a name of punctuation only, and one ending in Limited or Ltd', () => {
    const p = problems(nigeriaEnterprise, {
      ...nigeriaEnterpriseValid,
      proposedName1: '!!!',
      proposedName2: 'Bisi Tailoring Ltd.',
    });
    expect(p.issues).toEqual([
      'proposedName1: nameNoLetters',
      'proposedName2: businessNameLimited',
    ]);
    expect(
      problems(nigeriaEnterprise, {
        ...nigeriaEnterpriseValid,
        proposedName2: 'Bisi Fashion Limited',
      }).issues,
    ).toEqual(['proposedName2: businessNameLimited']);
    // "Limited" inside a name is not its ending.
    expect(
      problems(nigeriaEnterprise, {
        ...nigeriaEnterpriseValid,
        proposedName2: 'Limited Edition Tailors',
      }),
    ).toEqual({ step: null, issues: [] });
  });

  it('refuses a start date before 1900', () => {
    expect(
      problems(nigeriaEnterprise, { ...nigeriaEnterpriseValid, commencementDate: '1899-12-31' })
        .issues,
    ).toEqual(['commencementDate: dateBefore1900']);
    expect(
      problems(nigeriaEnterprise, { ...nigeriaEnterpriseValid, commencementDate: '1900-01-01' }),
    ).toEqual({ step: null, issues: [] });
  });

  it('needs at least two trustees', () => {
    const one = { ...nigeriaNonprofitValid, trustees: [nigeriaNonprofitValid.trustees[0]!] };
    expect(problems(nigeriaNonprofit, one)).toEqual({
      step: 'trustees',
      issues: ['trustees: minTrustees'],
    });
  });
});

describe('drafts saved before these fields existed', () => {
  /** An application as the earlier forms stored it: the same answers without the new ones. */
  const before: Record<string, DraftData> = {
    'nigeria-company': {
      ...nigeriaCompanyValid,
      directors: nigeriaCompanyValid.directors.map((d) =>
        without(d, ['serviceAddress', 'idDocument', 'passportPhoto', 'signature', 'independent']),
      ),
      shareholders: [
        {
          fullName: 'Adaeze Okafor',
          nationality: 'NG',
          nin: '12345678901',
          passportNumber: '',
          email: 'adaeze@example.com',
          phone: '08031234567',
          shares: '1000000',
        },
      ],
    },
    'nigeria-tax-filing': {
      ...nigeriaTaxFilingValid,
      cacNumber: 'RC 1234567',
      accountsFile: undefined,
      bankStatementsFile: undefined,
    },
    'ghana-company': {
      ...ghanaCompanyValid,
      secretaryTin: undefined,
      shareholders: [{ fullName: 'Kwame Mensah', nationality: 'GH', shares: '50000' }],
      sectorRisk: undefined,
      beneficialOwners: undefined,
    },
    'south-africa-company': {
      ...southAfricaCompanyValid,
      authorisedShares: undefined,
      shareholders: southAfricaCompanyValid.shareholders.map((s, i) => ({
        ...s,
        isDirector: i === 0 ? 'yes' : 'no',
      })),
      directors: undefined,
      incorporators: undefined,
    },
  };

  it.each(Object.entries(before))(
    '%s: validates without throwing and names the new answers as missing',
    (flow, data) => {
      const result = validateApplication(WIZARDS[flow as keyof typeof WIZARDS], data);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
    },
  );

  it('reports the Nigeria directors’ uploads as missing, one by one', () => {
    const result = validateApplication(nigeriaCompany, before['nigeria-company']!);
    expect(
      result.ok
        ? null
        : [
            result.stepId,
            result.issues
              .filter((i) => i.path[0] === 'directors' && i.path[1] === 0)
              .map((i) => i.path[2]),
          ],
    ).toEqual(['directors', ['serviceAddress', 'idDocument', 'passportPhoto', 'signature']]);
  });

  it.each(Object.keys(WIZARDS))(
    '%s: survives answers of the wrong shape (null items, strings for lists)',
    (flow) => {
      const definition = WIZARDS[flow as keyof typeof WIZARDS];
      const base = validApplications[flow as keyof typeof validApplications] as DraftData;
      const broken = Object.fromEntries(
        Object.entries(base).map(([k, v]) => [
          k,
          Array.isArray(v) ? [null, 'x', 7, ...v] : typeof v === 'object' && v ? null : v,
        ]),
      );
      expect(() => validateApplication(definition, broken)).not.toThrow();
      expect(() =>
        validateApplication(definition, {
          directors: 'x',
          shareholders: { a: 1 },
          psc: [null],
          beneficialOwners: [1],
        }),
      ).not.toThrow();
    },
  );
});

describe('every label, option and message of the new fields, in English and French', () => {
  type Messages = Record<string, unknown>;
  const load = (locale: string) =>
    JSON.parse(
      readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
    ) as Messages;
  const lookup = (messages: Messages, key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  const translator = (messages: Messages): Translate => {
    const t = ((key: string, values: Record<string, unknown> = {}) =>
      String(lookup(messages, key)).replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      )) as unknown as Translate;
    t.has = ((key: string) => lookup(messages, key) !== undefined) as Translate['has'];
    t.raw = ((key: string) => lookup(messages, key)) as Translate['raw'];
    return t;
  };

  it.each(['en', 'fr'])(
    '%s: every field of every wizard has a label, and every option a name',
    (locale) => {
      const messages = load(locale);
      const missing: string[] = [];
      for (const definition of Object.values(WIZARDS)) {
        const text = wizardText(translator(messages), locale, definition);
        for (const step of definition.steps)
          for (const field of step.fields) {
            const inner =
              field.kind === 'group'
                ? field.fields.map((f) => ({ f, group: field.name }))
                : [{ f: field, group: undefined }];
            if (field.kind === 'group' && text.label(field.name) === field.name)
              missing.push(`${definition.id}: ${field.name}`);
            for (const { f, group } of inner) {
              if (text.label(f.name, group) === f.name)
                missing.push(`${definition.id}: ${group ? `${group}.` : ''}${f.name}`);
              if (
                (f.kind === 'select' || f.kind === 'radio') &&
                f.optionLabels !== 'raw' &&
                f.optionLabels !== 'country'
              )
                for (const o of f.options ?? [])
                  if (text.option(f.optionsKey ?? f.name, o) === o)
                    missing.push(`${definition.id}: ${f.name}=${o}`);
            }
          }
      }
      expect(missing).toEqual([]);
    },
  );

  it.each(['en', 'fr'])('%s: every message the new rules give exists', (locale) => {
    const errors = lookup(load(locale), 'Wizard.errors') as Messages;
    const keys = [
      'nameTooShort',
      'addressTooShort',
      'photoType',
      'dateBefore1900',
      'nameNoLetters',
      'businessNameLimited',
      'minTrustees',
      'publicTwoMembers',
      'independentDirectors',
      'shareholderNotADirector',
      'pscMissing',
      'ghanaTin',
      'pinRepeated',
      'pinShared',
      'auditorIsOfficer',
      'amountPaidTotal',
      'atLeastOneBeneficialOwner',
      'beneficialOwnerMissing',
      'atLeastOneIncorporator',
      'incorporatorNotADirector',
    ];
    expect(keys.filter((k) => typeof errors[k] !== 'string')).toEqual([]);
    // And every key a validation of an empty application gives.
    // A flow's own errors (`WizardUsa.trademark.errors.<key>`, `WizardUk.errors.<key>`) come before the shared ones.
    for (const definition of Object.values(WIZARDS)) {
      const messages = load(locale);
      const own = {
        ...((lookup(messages, `${definition.namespace}.errors`) ?? {}) as Messages),
        ...((lookup(messages, `${definition.namespace}.${definition.section}.errors`) ??
          {}) as Messages),
      };
      for (const step of definition.steps) {
        const result = validateApplication({ ...definition, steps: [step] }, {});
        if (!result.ok)
          expect(
            result.issues
              .map((i) => i.key)
              .filter((k) => typeof errors[k] !== 'string' && typeof own[k] !== 'string'),
          ).toEqual([]);
      }
    }
  });

  it('names each document sent with the form by its person and field, for the staff console and the account', () => {
    const en = wizardText(translator(load('en')), 'en', nigeriaCompany);
    expect(en.document('directors.1.passportPhoto')).toBe('Director 2 · Passport photograph');
    expect(en.document('shareholders.0.idDocument')).toBe('Shareholder 1 · Identity document');
    expect(
      wizardText(translator(load('fr')), 'fr', nigeriaCompany).document('directors.0.signature'),
    ).toBe('Administrateur 1 · Signature');
    expect(
      wizardText(translator(load('en')), 'en', nigeriaNonprofit).document('constitutionFile'),
    ).toBe('Constitution');
    expect(
      wizardText(translator(load('en')), 'en', southAfricaCompany).document(
        'directors.0.certifiedIdCopy',
      ),
    ).toBe('Director 1 · Certified copy of the ID or passport');
  });

  it('writes French with a no-break space before a colon and a percent sign', () => {
    const fr = load('fr');
    for (const key of [
      'Wizard.errors.pscMissing',
      'Wizard.errors.pinShared',
      'Wizard.errors.amountPaidTotal',
      'WizardGhana.company.help.sectorRisk',
    ]) {
      const text = String(lookup(fr, key));
      expect([key, / [:;!?%]/.test(text)]).toEqual([key, false]);
    }
  });
});
