import { quote } from '@/lib/catalogue/quote';
import { delawareIncorporationTax } from '@/lib/tax/delaware-incorporation-tax';
import { hasDesignator } from '@/lib/wizards/definitions/usa/names';
import { isValidItin, isValidSsn } from '@/lib/wizards/definitions/usa/formation';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { WIZARDS } from '@/lib/wizards/registry';
import { validateApplication, type DraftData } from '@/lib/wizards/steps';
import { usCorporationValid, usLlcValid } from '../../fixtures/applications';

/** The failing step and its issues as `path: key` strings (none for a valid application). */
function problems(flow: keyof typeof WIZARDS, data: DraftData) {
  const result = validateApplication(WIZARDS[flow], data);
  if (result.ok) return { step: null, issues: [] as string[] };
  return { step: result.stepId, issues: result.issues.map((i) => `${i.path.join('.')}: ${i.key}`) };
}

const dollars = (cents: number) => cents / 100;

describe("a US company name carries its state's designator for the entity", () => {
  it.each([
    ['delaware', 'llc', 'Acme LLC', true],
    ['delaware', 'llc', 'Acme, L.L.C.', true],
    ['delaware', 'llc', 'Acme Limited Liability Company', true],
    ['delaware', 'llc', 'Acme LC', false],
    ['delaware', 'llc', 'Acme Ltd. Liability Co.', false],
    ['wyoming', 'llc', 'Acme LC', true],
    ['wyoming', 'llc', 'Acme Ltd. Liability Co.', true],
    ['wyoming', 'llc', 'Acme Limited Company', true],
    ['texas', 'llc', 'Acme L.C.', true],
    ['texas', 'llc', 'Acme Ltd. Co.', true],
    ['texas', 'llc', 'Acme Ltd. Liability Co.', false],
    ['delaware', 'corporation', 'Acme, Inc.', true],
    ['delaware', 'corporation', 'Acme Corp', true],
    ['wyoming', 'corporation', 'Acme Co.', true],
    ['texas', 'corporation', 'Acme Limited', true],
    ['texas', 'corporation', 'Acme Incorporated', true],
    ['delaware', 'corporation', 'Acme Limited Liability Company', false],
    ['wyoming', 'corporation', 'Acme Limited Company', false],
    ['delaware', 'corporation', 'Acme', false],
    ['delaware', 'llc', 'LLC', false],
  ] as const)('%s %s: “%s” → %s', (state, entity, name, expected) => {
    expect(hasDesignator(name, state, entity)).toBe(expected);
  });

  it("refuses a name without a designator, listing the state's own", () => {
    const result = validateApplication(WIZARDS['wyoming-llc'], {
      ...usLlcValid('wyoming'),
      companyName: 'Adaeze Labs',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.stepId).toBe('company');
    expect(result.issues).toEqual([
      expect.objectContaining({
        path: ['companyName'],
        key: 'usDesignator',
        values: { designators: expect.stringContaining('Ltd. Liability Co.') },
      }),
    ]);
  });

  it("says when the name carries the other entity's designator", () => {
    expect(
      problems('delaware-llc', { ...usLlcValid('delaware'), companyName: 'Adaeze Labs Inc.' })
        .issues,
    ).toEqual(['companyName: usDesignatorOther_llc']);
    expect(
      problems('texas-corporation', {
        ...usCorporationValid('texas'),
        companyName: 'Adaeze Labs LLC',
      }).issues,
    ).toEqual(['companyName: usDesignatorOther_corporation']);
  });
});

describe('the company and its registered agent', () => {
  it('asks for the mailing address only when it differs, and accepts one abroad', () => {
    const data = { ...usLlcValid('delaware'), mailingSame: 'no' };
    expect(problems('delaware-llc', data).issues).toEqual(
      expect.arrayContaining([
        'mailingAddress.street: required',
        'mailingAddress.country: chooseAnswer',
      ]),
    );
    expect(
      problems('delaware-llc', {
        ...data,
        mailingAddress: { street: '1 Market Street', city: 'London', country: 'GB' },
      }),
    ).toEqual({ step: null, issues: [] });
  });

  it("refuses a PO box as the own registered agent's address", () => {
    const data = {
      ...usCorporationValid('texas'),
      agentAddress: { street: 'PO Box 1234', city: 'Austin', state: 'TX', zip: '78701' },
    };
    expect(problems('texas-corporation', data)).toEqual({
      step: 'agent',
      issues: ['agentAddress.street: poBox'],
    });
  });

  it('refuses an own registered agent outside the state of formation', () => {
    const data = {
      ...usCorporationValid('texas'),
      agentAddress: { street: '1 Main Street', city: 'Dover', state: 'DE', zip: '19901' },
    };
    expect(problems('texas-corporation', data)).toEqual({
      step: 'agent',
      issues: ['agentAddress.state: wrongState'],
    });
  });

  it("needs no agent address when ours is used, and an agent's name when not", () => {
    expect(
      problems('delaware-llc', { ...usLlcValid('delaware'), agentAddress: undefined }),
    ).toEqual({ step: null, issues: [] });
    const own = {
      ...usLlcValid('delaware'),
      registeredAgent: 'own',
      agentName: '',
      agentAddress: { street: '8 The Green', city: 'Dover', state: 'DE', zip: '19901' },
    };
    expect(problems('delaware-llc', own).issues).toEqual(['agentName: required']);
  });
});

describe("an LLC's members", () => {
  it('need ownership adding up to 100%, to the hundredth', () => {
    const data = usLlcValid('wyoming');
    data.members[1]!.percentage = '23.33';
    expect(problems('wyoming-llc', data)).toEqual({
      step: 'members',
      issues: ['members: percentTotal'],
    });
    const thirds = {
      ...usLlcValid('wyoming'),
      members: ['33.33', '33.33', '33.34'].map((percentage, i) => ({
        fullName: `Member ${i + 1}`,
        memberType: 'person',
        percentage,
        address: 'Lagos, Nigeria',
      })),
    };
    expect(problems('wyoming-llc', { ...thirds, responsiblePartyName: 'Member 1' })).toEqual({
      step: null,
      issues: [],
    });
  });

  it('need a manager when manager-managed, and keep none when member-managed', () => {
    expect(problems('texas-llc', { ...usLlcValid('texas'), managers: [] }).issues).toEqual([
      'managers: usAtLeastOneManager',
    ]);
    expect(
      problems('texas-llc', {
        ...usLlcValid('texas'),
        managers: [{ fullName: 'Adaeze Okafor', address: '' }],
      }).issues,
    ).toEqual(['managers.0.address: required']);
    const memberManaged = validateApplication(WIZARDS['texas-llc'], {
      ...usLlcValid('texas'),
      management: 'member',
      managers: [{ fullName: '', address: '' }],
    });
    expect(memberManaged.ok && memberManaged.data.managers).toEqual([]);
  });
});

describe("a corporation's shares", () => {
  it.each(['abc', '0.0000000001', '-1', '1,5'])('refuses the par value %s', (parValue) => {
    const data = usCorporationValid('delaware');
    data.shareClasses[0]!.parValue = parValue;
    expect(problems('delaware-corporation', data)).toEqual({
      step: 'shares',
      issues: ['shareClasses.0.parValue: usParValue'],
    });
  });

  it.each(['0', '0.00001', '$0.0001', '1'])('accepts the par value %s', (parValue) => {
    const data = usCorporationValid('delaware');
    data.shareClasses[0]!.parValue = parValue;
    expect(problems('delaware-corporation', data)).toEqual({ step: null, issues: [] });
  });

  it('refuses two classes of the same name', () => {
    const data = usCorporationValid('wyoming');
    data.shareClasses.push({ className: 'COMMON', authorisedShares: '1000', parValue: '0.001' });
    expect(problems('wyoming-corporation', data).issues).toEqual([
      'shareClasses.1.className: usDuplicateClass',
    ]);
  });

  it('issues no more shares of a class than it authorises', () => {
    const data = usCorporationValid('delaware');
    data.issuances[1]!.shares = '4000001';
    expect(problems('delaware-corporation', data)).toEqual({
      step: 'founders',
      issues: ['issuances: usIssuedAboveAuthorised'],
    });
    data.issuances[1]!.shares = '4000000';
    expect(problems('delaware-corporation', data)).toEqual({ step: null, issues: [] });
  });

  it('issues shares only of a class the corporation has', () => {
    const data = usCorporationValid('delaware');
    data.issuances[1]!.className = 'Preferred';
    expect(problems('delaware-corporation', data).issues).toEqual([
      'issuances.1.className: usUnknownClass',
    ]);
  });

  it('needs a director and an officer', () => {
    expect(
      problems('texas-corporation', { ...usCorporationValid('texas'), directors: [], officers: [] })
        .issues,
    ).toEqual(['directors: atLeastOneDirector', 'officers: usAtLeastOneOfficer']);
  });
});

describe("the EIN's SS-4 answers", () => {
  it('asks nothing more when no EIN is wanted, and keeps nothing of it', () => {
    const result = validateApplication(WIZARDS['delaware-llc'], {
      ...usLlcValid('delaware'),
      wantEin: 'no',
      responsiblePartyName: '',
      activity: '',
    });
    expect(result.ok).toBe(true);
    expect(result.ok && 'responsiblePartyName' in result.data).toBe(false);
  });

  it('accepts a responsible party without an SSN or ITIN', () => {
    expect(problems('delaware-llc', usLlcValid('delaware'))).toEqual({ step: null, issues: [] });
  });

  it('checks an SSN or an ITIN when the responsible party has one', () => {
    const ssn = {
      ...usLlcValid('delaware'),
      responsiblePartyTaxId: 'ssn',
      responsiblePartyTaxIdNumber: '666-12-3456',
    };
    expect(problems('delaware-llc', ssn).issues).toEqual(['responsiblePartyTaxIdNumber: us_ssn']);
    expect(
      problems('delaware-llc', { ...ssn, responsiblePartyTaxIdNumber: '123-45-6789' }),
    ).toEqual({ step: null, issues: [] });
    const itin = {
      ...ssn,
      responsiblePartyTaxId: 'itin',
      responsiblePartyTaxIdNumber: '912-45-1234',
    };
    expect(problems('delaware-llc', itin).issues).toEqual(['responsiblePartyTaxIdNumber: us_itin']);
    expect(problems('delaware-llc', { ...itin, responsiblePartyTaxIdNumber: '912701234' })).toEqual(
      { step: null, issues: [] },
    );
    expect(problems('delaware-llc', { ...itin, responsiblePartyTaxIdNumber: '' }).issues).toEqual([
      'responsiblePartyTaxIdNumber: required',
    ]);
  });

  it.each([
    ['123-45-6789', true],
    ['000-12-3456', false],
    ['900-12-3456', false],
    ['123-00-6789', false],
    ['123-45-0000', false],
  ])('SSN %s → %s', (value, expected) => expect(isValidSsn(value)).toBe(expected));

  it.each([
    ['912-70-1234', true],
    ['999-94-1234', true],
    ['912-93-1234', false],
    ['812-70-1234', false],
  ])('ITIN %s → %s', (value, expected) => expect(isValidItin(value)).toBe(expected));

  it('refuses a company as the responsible party', () => {
    const p = problems('delaware-llc', {
      ...usLlcValid('delaware'),
      responsiblePartyName: 'okafor holdings ltd',
    });
    expect(p).toEqual({
      step: 'ein',
      issues: ['responsiblePartyName: usResponsiblePartyIndividual'],
    });
  });

  it('needs the number of employees when there will be some, and the closing month and activity', () => {
    const p = problems('wyoming-corporation', {
      ...usCorporationValid('wyoming'),
      employees: 'yes',
      closingMonth: '',
      activity: '',
    });
    expect(p.issues).toEqual(
      expect.arrayContaining([
        'employeeCount: required',
        'closingMonth: chooseAnswer',
        'activity: chooseAnswer',
      ]),
    );
  });
});

describe('the quote of a US formation', () => {
  it('shows the state fee and ours apart, with the EIN as a line of ours', () => {
    const basic = quoteForDraft(WIZARDS['wyoming-llc'], {
      ...usLlcValid('wyoming'),
      package: 'basic',
    })!;
    expect(dollars(basic.governmentFee)).toBe(100);
    expect(basic.serviceFeeLines).toEqual([
      { label: 'package', amount: 149_00 },
      { label: 'ein', amount: 79_00 },
    ]);
    expect(dollars(basic.total)).toBe(100 + 149 + 79);
    const standard = quoteForDraft(WIZARDS['wyoming-llc'], usLlcValid('wyoming'))!;
    expect(standard.serviceFeeLines).toEqual([
      { label: 'package', amount: 249_00 },
      { label: 'ein', amount: 0 },
    ]);
    const noEin = quoteForDraft(WIZARDS['texas-llc'], { ...usLlcValid('texas'), wantEin: 'no' })!;
    expect(noEin.serviceFeeLines).toEqual([{ label: 'package', amount: 399_00 }]);
    expect(dollars(noEin.governmentFee)).toBe(300);
  });

  it("prices a Delaware corporation's formation with the tax on its authorised shares", () => {
    const suggested = quoteForDraft(
      WIZARDS['delaware-corporation'],
      usCorporationValid('delaware'),
    )!;
    expect(dollars(suggested.governmentFee)).toBe(109);
    const noPar = usCorporationValid('delaware');
    noPar.shareClasses[0]!.parValue = '0';
    // 20,000 × 1¢ + 1,980,000 × 0.5¢ + 8,000,000 × 0.4¢ = $42,100, instead of the $15 in the $109.
    expect(dollars(quoteForDraft(WIZARDS['delaware-corporation'], noPar)!.governmentFee)).toBe(
      109 - 15 + 42_100,
    );
    // Wyoming's fee does not depend on the shares.
    expect(
      dollars(
        quoteForDraft(WIZARDS['wyoming-corporation'], {
          ...usCorporationValid('wyoming'),
          shareClasses: noPar.shareClasses,
        })!.governmentFee,
      ),
    ).toBe(100);
  });

  it('formats in US dollars', () => {
    expect(quote('texas', 'company', 'basic', { entity: 'corporation' }).currency).toBe('USD');
  });
});

describe("Delaware's tax on a certificate of incorporation (8 Del. C. §391)", () => {
  it.each([
    [
      '10,000,000 shares at $0.00001 ($100 of capital): the $15 minimum',
      [{ shares: 10_000_000, parNanoDollars: 10_000 }],
      15_00,
    ],
    ['1,500 no-par shares: the $15 minimum', [{ shares: 1_500, parNanoDollars: 0 }], 15_00],
    ['5,000 no-par shares at 1¢', [{ shares: 5_000, parNanoDollars: 0 }], 50_00],
    [
      '100,000 no-par shares: 20,000 at 1¢ and 80,000 at 0.5¢',
      [{ shares: 100_000, parNanoDollars: 0 }],
      600_00,
    ],
    [
      '1,000,000 shares at $1: 10,000 taxable shares at 2¢',
      [{ shares: 1_000_000, parNanoDollars: 1_000_000_000 }],
      200_00,
    ],
    [
      '$30,000,000 of capital: 20,000 at 2¢, 180,000 at 1¢, 100,000 at 0.4¢',
      [{ shares: 30_000_000, parNanoDollars: 1_000_000_000 }],
      2_600_00,
    ],
    [
      'both kinds: $1,000,000 at par and 5,000 no-par',
      [
        { shares: 1_000_000, parNanoDollars: 1_000_000_000 },
        { shares: 5_000, parNanoDollars: 0 },
      ],
      250_00,
    ],
  ])('%s', (_name, classes, cents) => {
    expect(delawareIncorporationTax(classes)?.taxCents).toBe(cents);
  });

  it('refuses a class without a whole number of shares or a par value', () => {
    expect(delawareIncorporationTax([{ shares: 1.5, parNanoDollars: 0 }])).toBeNull();
    expect(delawareIncorporationTax([{ shares: 100 }])).toBeNull();
  });
});
