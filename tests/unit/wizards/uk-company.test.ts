import { quoteForDraft } from '@/lib/wizards/pricing';
import {
  agentChecks,
  pscBandFor,
  postcodeFitsJurisdiction,
  subscriberHoldings,
  ukCompany,
} from '@/lib/wizards/definitions/uk/company';
import { endsWithUkDesignator, sensitiveWordsIn } from '@/lib/wizards/definitions/uk/names';
import { isSicCode, SIC_CODES } from '@/lib/wizards/definitions/uk/sic-codes';
import { validateApplication, validateStep, type DraftData } from '@/lib/wizards/steps';
import { ukCompanyValid } from '../../fixtures/applications';

const step = (id: string) => ukCompany.steps.find((s) => s.id === id)!;

/** The issues of one step for the valid application changed by `change`, as `path: key`. */
function issues(stepId: string, change: (data: DraftData) => void): string[] {
  const data = structuredClone(ukCompanyValid) as DraftData;
  change(data);
  const result = validateStep(step(stepId), data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('UK company name', () => {
  it.each([
    ['Hart Software Ltd', false, true],
    ['Hart Software Limited', false, true],
    ['Hart Software Ltd.', false, true],
    ['Hart Software', false, false],
    ['Hart Software LLC', false, false],
    ['Meddalwedd Hart Cyf', false, false],
    ['Meddalwedd Hart Cyf', true, true],
    ['Meddalwedd Hart Cyfyngedig', true, true],
  ])('%s (Welsh allowed: %s) ends with a designator: %s', (name, welsh, expected) => {
    expect(endsWithUkDesignator(name, welsh)).toBe(expected);
  });

  it('refuses a name without Limited or Ltd, and says which endings Wales allows', () => {
    expect(issues('company', (d) => (d.companyName = 'Hart Okeke Software'))).toEqual([
      'companyName: nameSuffixLimited',
    ]);
    expect(
      issues('company', (d) => {
        d.companyName = 'Hart Okeke Software';
        d.jurisdiction = 'wales';
        d.registeredOffice = { street: '1 Queen Street', city: 'Cardiff', postcode: 'CF10 2BH' };
      }),
    ).toEqual(['companyName: nameSuffixWelsh']);
  });

  it('finds the sensitive words in a name, whole words only', () => {
    expect(sensitiveWordsIn('British Bakery Group Ltd')).toEqual(['british', 'group']);
    expect(sensitiveWordsIn('Royal Chamber of Commerce Ltd')).toEqual([
      'chamber of commerce',
      'royal',
    ]);
    expect(sensitiveWordsIn('Groupon Trustworthy Ltd')).toEqual([]);
  });

  it('warns about a sensitive word without refusing the name', () => {
    const field = step('company').fields.find((f) => f.name === 'companyName');
    expect(field && 'warn' in field && field.warn?.('National Widgets Ltd')).toEqual({
      key: 'sensitiveWords',
      values: { words: '“national”' },
    });
    expect(issues('company', (d) => (d.companyName = 'National Widgets Ltd'))).toEqual([]);
  });
});

describe('UK registered office', () => {
  it('refuses a PO box as the registered office', () => {
    expect(
      issues(
        'company',
        (d) => (d.registeredOffice = { street: 'PO Box 55', city: 'London', postcode: 'EC4Y 1AA' }),
      ),
    ).toEqual(['registeredOffice.street: poBox']);
  });

  it.each([
    ['EH1 1YZ', 'scotland', true],
    ['G2 1DY', 'scotland', true],
    ['TD15 1AA', 'englandWales', true],
    ['EH1 1YZ', 'englandWales', false],
    ['BT1 5GS', 'northernIreland', true],
    ['BT1 5GS', 'wales', false],
    ['CF10 2BH', 'northernIreland', false],
    ['CF10 2BH', 'wales', true],
  ] as const)(
    '%s can be the office of a company registered in %s: %s',
    (postcode, jurisdiction, expected) => {
      expect(postcodeFitsJurisdiction(postcode, jurisdiction)).toBe(expected);
    },
  );

  it('asks for an office in the jurisdiction chosen', () => {
    expect(issues('company', (d) => (d.jurisdiction = 'scotland'))).toEqual([
      'registeredOffice.postcode: postcodeNot_scotland',
    ]);
  });

  it('needs the registered e-mail and the lawful-purpose statement', () => {
    expect(
      issues('company', (d) => {
        d.registeredEmail = '';
        d.lawfulPurpose = false;
      }),
    ).toEqual(['registeredEmail: required', 'lawfulPurpose: mustAccept']);
  });
});

describe('UK SIC codes and articles', () => {
  it('lists the condensed SIC 2007 codes Companies House accepts', () => {
    expect(SIC_CODES).toHaveLength(731);
    expect(isSicCode('62012')).toBe(true);
    expect(isSicCode('99999')).toBe(true);
    expect(isSicCode('62010')).toBe(false);
    expect(SIC_CODES.find((c) => c.value === '62012')!.label).toBe(
      '62012 Business and domestic software development',
    );
  });

  it('takes one to four known codes, each once', () => {
    expect(issues('activity', (d) => (d.sicCodes = []))).toEqual(['sicCodes: sicRequired']);
    expect(
      issues('activity', (d) => (d.sicCodes = ['62012', '62020', '62090', '63110', '70229'])),
    ).toEqual(['sicCodes: tooMany']);
    expect(issues('activity', (d) => (d.sicCodes = ['62012', '12345']))).toEqual([
      'sicCodes.1: sicUnknown',
    ]);
    expect(issues('activity', (d) => (d.sicCodes = ['62012', '62012']))).toEqual([
      'sicCodes: sicRepeated',
    ]);
  });

  it('needs the upload when the company has its own articles', () => {
    expect(issues('activity', (d) => (d.articles = 'bespoke'))).toEqual([
      'articlesFile: fileRequired',
    ]);
  });
});

describe('UK directors', () => {
  it('accepts a director of 16 and refuses one of 15', () => {
    const year = new Date().getUTCFullYear();
    expect(
      issues(
        'directors',
        (d) => ((d.directors as DraftData[])[0]!.dateOfBirth = `${year - 17}-01-01`),
      ),
    ).toEqual([]);
    expect(
      issues(
        'directors',
        (d) => ((d.directors as DraftData[])[0]!.dateOfBirth = `${year - 15}-01-01`),
      ),
    ).toEqual(['directors.0.dateOfBirth: minAge']);
  });

  it('needs a valid personal code unless our agent verifies the director', () => {
    expect(
      issues('directors', (d) => ((d.directors as DraftData[])[0]!.personalCode = '')),
    ).toEqual(['directors.0.personalCode: required']);
    expect(
      issues('directors', (d) => ((d.directors as DraftData[])[0]!.personalCode = 'AB3-12CD')),
    ).toEqual(['directors.0.personalCode: personalCode']);
    expect(
      issues('directors', (d) => ((d.directors as DraftData[])[1]!.verification = '')),
    ).toEqual(['directors.1.verification: chooseAnswer']);
  });

  it('refuses one personal code given for two people', () => {
    expect(
      issues('directors', (d) => {
        const second = (d.directors as DraftData[])[1]!;
        second.verification = 'personalCode';
        second.personalCode = 'ab312cd4ef5';
      }),
    ).toEqual(['directors.1.personalCode: personalCodeRepeated']);
  });

  it('needs the home address unless it is the service address, and the consent to act', () => {
    expect(
      issues('directors', (d) => {
        const second = (d.directors as DraftData[])[1]!;
        second.homeAddress = { street: '', city: 'Lagos', country: 'NG' };
        second.consentToAct = false;
      }),
    ).toEqual(['directors.1.consentToAct: mustAccept', 'directors.1.homeAddress.street: required']);
  });

  it('says how long a home address line may be', () => {
    const data = structuredClone(ukCompanyValid) as DraftData;
    const second = (data.directors as DraftData[])[1]!;
    second.homeSameAsService = false;
    second.homeAddress = { street: `${'9 Long Road '.repeat(20)}`, city: 'Lagos', country: 'NG' };
    const result = validateStep(step('directors'), data);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: ['directors', 1, 'homeAddress', 'street'], key: 'tooLong', values: { max: 200 } },
    ]);
  });

  it('needs at least one director', () => {
    expect(issues('directors', (d) => (d.directors = []))).toEqual([
      'directors: atLeastOneDirector',
    ]);
  });
});

describe('UK share capital and subscribers', () => {
  it('needs the subscribers to take exactly the shares of each class', () => {
    expect(
      issues('share-capital', (d) => ((d.subscribers as DraftData[])[1]!.shares = '10')),
    ).toEqual(['subscribers: subscriberSharesTotal']);
  });

  it('refuses a subscriber in a class that does not exist, and two classes of one name', () => {
    expect(
      issues(
        'share-capital',
        (d) => ((d.subscribers as DraftData[])[1]!.shareClass = 'Preference'),
      ),
    ).toEqual([
      'subscribers.1.shareClass: shareClassUnknown',
      'subscribers: subscriberSharesTotal',
    ]);
    expect(
      issues('share-capital', (d) => {
        const classes = d.shareClasses as DraftData[];
        classes.push({ ...classes[0]!, className: 'ordinary' });
      }),
    ).toEqual(['shareClasses.1.className: shareClassRepeated']);
  });

  it('takes nominal values in pounds with decimals, above zero, and what is paid on them', () => {
    expect(
      issues('share-capital', (d) => ((d.shareClasses as DraftData[])[0]!.nominalValue = '0.01')),
    ).toEqual([]);
    expect(
      issues('share-capital', (d) => ((d.shareClasses as DraftData[])[0]!.nominalValue = '0')),
    ).toEqual(['shareClasses.0.nominalValue: nominalValue']);
    expect(
      issues('share-capital', (d) => ((d.shareClasses as DraftData[])[0]!.paidPerShare = '1,5')),
    ).toEqual(['shareClasses.0.paidPerShare: amount']);
  });

  it('weighs holdings by nominal value across classes', () => {
    const data = {
      shareClasses: [
        { className: 'Ordinary', numberOfShares: '100', nominalValue: '1' },
        { className: 'Growth', numberOfShares: '1000', nominalValue: '0.01' },
      ],
      subscribers: [
        { fullName: 'Amelia Hart', shareClass: 'Ordinary', shares: '70' },
        { fullName: 'Chidi Okeke', shareClass: 'Ordinary', shares: '30' },
        { fullName: 'chidi okeke', shareClass: 'Growth', shares: '1000' },
      ],
    };
    // £70 of £110 = 63.63%; Chidi £30 + £10 = 36.36%.
    expect(subscriberHoldings(data)).toEqual([
      { name: 'Amelia Hart', basisPoints: 6363 },
      { name: 'Chidi Okeke', basisPoints: 3636 },
    ]);
  });

  it('counts subscribers whose names are written in another script', () => {
    const data = {
      shareClasses: [{ className: 'Ordinary', numberOfShares: '100', nominalValue: '1' }],
      subscribers: [
        { fullName: '李娜', shareClass: 'Ordinary', shares: '60' },
        { fullName: '王伟', shareClass: 'Ordinary', shares: '40' },
      ],
    };
    expect(subscriberHoldings(data)).toEqual([
      { name: '李娜', basisPoints: 6000 },
      { name: '王伟', basisPoints: 4000 },
    ]);
  });
});

describe('UK people with significant control', () => {
  it.each([
    [2500, 'none'],
    [2501, 'over25to50'],
    [5000, 'over25to50'],
    [5001, 'over50to75'],
    [7499, 'over50to75'],
    [7500, 'from75'],
    [10_000, 'from75'],
  ] as const)('%d hundredths of a per cent fall in the band %s', (basisPoints, band) => {
    expect(pscBandFor(basisPoints)).toBe(band);
  });

  it('needs someone listed or none declared, not both', () => {
    const none = (d: DraftData) => {
      d.psc = [];
      d.noPsc = false;
      d.subscribers = [
        { fullName: 'Amelia Hart', shareClass: 'Ordinary', shares: '25' },
        { fullName: 'Chidi Okeke', shareClass: 'Ordinary', shares: '25' },
        { fullName: 'Ada Obi', shareClass: 'Ordinary', shares: '25' },
        { fullName: 'Tom Hart', shareClass: 'Ordinary', shares: '25' },
      ];
    };
    expect(issues('psc', none)).toEqual(['psc: pscOrNone']);
    expect(
      issues('psc', (d) => {
        none(d);
        d.noPsc = true;
      }),
    ).toEqual([]);
    expect(issues('psc', (d) => (d.noPsc = true))).toEqual(['noPsc: pscNoneButListed']);
  });

  it('asks for every subscriber above 25% as a PSC, in the band of their shares', () => {
    expect(
      issues('psc', (d) =>
        (d.subscribers as DraftData[]).splice(
          0,
          2,
          { fullName: 'Amelia Hart', shareClass: 'Ordinary', shares: '60' },
          { fullName: 'Chidi Okeke', shareClass: 'Ordinary', shares: '40' },
        ),
      ),
    ).toEqual(['psc.0.sharesBand: pscBandMismatch', 'psc: subscriberIsPsc']);
    expect(
      issues('psc', (d) => {
        d.psc = [];
        d.noPsc = true;
      }),
    ).toEqual(['noPsc: subscriberIsPsc']);
  });

  it('needs at least one nature of control for each PSC', () => {
    expect(
      issues('psc', (d) => {
        const p = (d.psc as DraftData[])[0]!;
        p.sharesBand = 'none';
        p.votesBand = 'none';
        p.appointsDirectors = false;
        d.subscribers = [{ fullName: 'Chidi Okeke', shareClass: 'Ordinary', shares: '100' }];
      }),
    ).toEqual(['psc.0.sharesBand: pscNature', 'psc: subscriberIsPsc']);
  });
});

describe('the UK company quote', () => {
  it('charges our agent once per person verified, a director who is also a PSC once', () => {
    const data = structuredClone(ukCompanyValid) as DraftData;
    expect(agentChecks(data)).toBe(1);
    (data.psc as DraftData[]).push({
      ...(data.directors as DraftData[])[1]!,
      sharesBand: 'none',
      votesBand: 'none',
      significantInfluence: true,
    });
    expect(agentChecks(data)).toBe(1);
    (data.psc as DraftData[])[0]!.verification = 'agent';
    expect(agentChecks(data)).toBe(2);
    const quote = quoteForDraft(ukCompany, data)!;
    expect(quote.currency).toBe('GBP');
    expect(quote.serviceFeeLines).toEqual([
      { label: 'package', amount: 14_900 },
      { label: 'identityVerification', amount: 6_000 },
    ]);
    expect(quote.governmentFee).toBe(5_000);
  });

  it('passes the whole application of the fixtures', () => {
    expect(validateApplication(ukCompany, ukCompanyValid as DraftData)).toMatchObject({ ok: true });
  });
});
