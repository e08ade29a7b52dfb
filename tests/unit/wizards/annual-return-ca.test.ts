import { SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { toMinor } from '@/lib/catalogue/money';
import { fileItHref } from '@/lib/companies/file-it';
import type { CompanyProfile } from '@/lib/compliance/model';
import {
  federalAnnualReturnWindow,
  ontarioAnnualReturnDueDate,
} from '@/lib/compliance/rules/canada';
import {
  canadaAnnualReturnDates,
  prefillCanadaAnnualReturn,
} from '@/lib/wizards/definitions/canada/annual-return';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { WIZARDS } from '@/lib/wizards/registry';
import { validateApplication, type DraftData } from '@/lib/wizards/steps';
import { canadaAnnualReturnValid } from '../../fixtures/applications';
import { dueDates, instancesOf } from '../compliance/helpers';

const ca = WIZARDS['canada-annual-return'];

/** An Ontario corporation's return for the year ended 31 December 2025. */
const ontarioValid: DraftData = {
  ...canadaAnnualReturnValid,
  regime: 'ontario',
  registryNumber: '1000012345',
  incorporationDate: '2021-11-01',
  returnYear: undefined,
  financialYearEnd: '2025-12-31',
  isc: undefined,
  iscConfirmed: undefined,
  iscRegisterKept: true,
};

/** The issues of an application as `path: key`, none when it passes. */
function issues(data: DraftData): string[] {
  const result = validateApplication(ca, data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('federal annual return: within 60 days after the anniversary [S204][S203]', () => {
  it('opens on the anniversary and closes 60 days later (15 March → 14 May)', () => {
    expect(federalAnnualReturnWindow('2019-03-15', 2026)).toEqual({
      opens: '2026-03-15',
      due: '2026-05-14',
    });
  });

  it('crosses the year end: an anniversary of 15 November is due on 14 January', () => {
    expect(federalAnnualReturnWindow('2020-11-15', 2026)).toEqual({
      opens: '2026-11-15',
      due: '2027-01-14',
    });
  });

  it('counts February’s days: 29 days in 2028, 28 in 2026', () => {
    // 1 February + 60 days: 2 April in a common year, 1 April in a leap year.
    expect(federalAnnualReturnWindow('2021-02-01', 2026).due).toBe('2026-04-02');
    expect(federalAnnualReturnWindow('2021-02-01', 2028).due).toBe('2028-04-01');
  });

  it('keeps a 29 February anniversary on 28 February in a common year', () => {
    expect(federalAnnualReturnWindow('2024-02-29', 2026)).toEqual({
      opens: '2026-02-28',
      due: '2026-04-29',
    });
    expect(federalAnnualReturnWindow('2024-02-29', 2028)).toEqual({
      opens: '2028-02-29',
      due: '2028-04-29',
    });
  });

  it('is the very window of the compliance calendar, none for the year of incorporation [S205]', () => {
    const profile: CompanyProfile = {
      jurisdiction: 'canada-federal',
      entity: 'company',
      formed: '2024-02-29',
    };
    const due = dueDates(profile, 'ca-annual-return', { from: '2024-01-01', to: '2028-12-31' });
    expect(due).toEqual({
      '2025': '2025-04-29',
      '2026': '2026-04-29',
      '2027': '2027-04-29',
      '2028': '2028-04-29',
    });
    expect(canadaAnnualReturnDates({ ...canadaAnnualReturnValid })).toEqual({
      regime: 'federal',
      opens: '2026-02-28',
      due: due['2026'],
    });
  });
});

describe('Ontario annual return: six months after the financial year end, the rule chosen [S207]', () => {
  it('falls due on 30 June for 31 December and 30 September for 31 March [S210][S211]', () => {
    expect(ontarioAnnualReturnDueDate('2025-12-31')).toBe('2026-06-30');
    expect(ontarioAnnualReturnDueDate('2026-03-31')).toBe('2026-09-30');
  });

  it('ends a month-end period on a month end, leap years included (31 August → 28 or 29 February)', () => {
    expect(ontarioAnnualReturnDueDate('2025-08-31')).toBe('2026-02-28');
    expect(ontarioAnnualReturnDueDate('2027-08-31')).toBe('2028-02-29');
  });

  it('gives the wizard the calendar’s own due date', () => {
    const profile: CompanyProfile = {
      jurisdiction: 'ontario',
      entity: 'company',
      formed: '2021-11-01',
      yearEnd: '12-31',
    };
    const [instance] = instancesOf(profile, 'on-annual-return', {
      from: '2026-01-01',
      to: '2026-12-31',
    }).filter((i) => i.period.end === '2025-12-31');
    expect(canadaAnnualReturnDates(ontarioValid)?.due).toBe(instance!.dueDate);
  });
});

describe('Canadian annual return fees: federal $12 online [S321], Ontario none [S206]', () => {
  // Our fees by package: Basic, Standard, Premium.
  const ours = (pkg: 0 | 1) => toMinor(SERVICE_FEES.canada.annualReturns[pkg]);

  it('quotes Corporations Canada’s $12 beside our fee for a federal corporation, marked unconfirmed', () => {
    const q = quoteForDraft(ca, canadaAnnualReturnValid, undefined, '2026-11-27');
    expect(q?.package).toBe('basic');
    expect(q?.governmentFee).toBe(12_00);
    expect(q?.governmentFeeLines).toEqual([
      expect.objectContaining({ label: 'annualReturn', amount: 12_00, confidence: 'unconfirmed' }),
    ]);
    expect(q?.total).toBe(ours(0) + 12_00);
  });

  it('quotes no government fee for an Ontario corporation, our fee alone', () => {
    const q = quoteForDraft(ca, { ...ontarioValid, package: 'standard' }, undefined, '2026-11-27');
    expect(q?.governmentFee).toBe(0);
    expect(q?.governmentFeeLines).toEqual([]);
    expect(q?.total).toBe(ours(1));
  });
});

describe('the Canadian annual return form', () => {
  it('accepts the federal and the Ontario applications, each without the other’s answers', () => {
    expect(issues(canadaAnnualReturnValid)).toEqual([]);
    expect(issues(ontarioValid)).toEqual([]);
  });

  it('writes the corporation number as the registry does (123456-7 is 1234567)', () => {
    const result = validateApplication(ca, {
      ...canadaAnnualReturnValid,
      registryNumber: '123456-7',
    });
    expect(result.ok && result.data.registryNumber).toBe('1234567');
  });

  it('checks the number against the registry chosen: 10 digits are Ontario’s, not federal', () => {
    expect(issues({ ...canadaAnnualReturnValid, registryNumber: '1000012345' })).toEqual([
      'registryNumber: federalCorporationNumber',
    ]);
    expect(issues({ ...ontarioValid, registryNumber: '12345' })).toEqual([
      'registryNumber: ontarioCorporationNumber',
    ]);
  });

  it('refuses a return for the year of incorporation and one whose window has not opened', () => {
    expect(issues({ ...canadaAnnualReturnValid, returnYear: '2024' })).toEqual([
      'returnYear: returnBeforeFirstAnniversary',
    ]);
    expect(issues({ ...canadaAnnualReturnValid, returnYear: '2099' })).toEqual([
      'returnYear: federalReturnNotOpenYet',
    ]);
  });

  it('asks Ontario for a year that has ended, after the incorporation', () => {
    expect(issues({ ...ontarioValid, financialYearEnd: '2099-12-31' })).toEqual([
      'financialYearEnd: yearNotEnded',
    ]);
    expect(issues({ ...ontarioValid, financialYearEnd: '2020-12-31' })).toEqual([
      'financialYearEnd: yearEndBeforeIncorporation',
    ]);
  });

  it('needs a federal corporation’s individuals with significant control and the confirmation', () => {
    expect(issues({ ...canadaAnnualReturnValid, isc: [], iscConfirmed: false })).toEqual([
      'isc: iscRequired',
      'iscConfirmed: mustAccept',
    ]);
    expect(issues({ ...ontarioValid, iscRegisterKept: false })).toEqual([
      'iscRegisterKept: mustAccept',
    ]);
  });

  it('takes the corporation’s name, number and jurisdiction from its File it for me link', () => {
    const link =
      'company=6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11&obligation=on-annual-return:2025-12-31';
    expect(
      prefillCanadaAnnualReturn(
        new URLSearchParams(
          `${link}&name=Maple+Leaf+Software+Inc.&number=1000012345&jurisdiction=ontario&periodEnd=2025-12-31&year=2025`,
        ),
      ),
    ).toEqual({
      companyName: 'Maple Leaf Software Inc.',
      registryNumber: '1000012345',
      regime: 'ontario',
      financialYearEnd: '2025-12-31',
    });
    expect(prefillCanadaAnnualReturn(new URLSearchParams(`${link}&jurisdiction=quebec`))).toEqual(
      {},
    );
    // Without the company and its obligation, a link brings no answers.
    expect(
      prefillCanadaAnnualReturn(new URLSearchParams('name=Maple&jurisdiction=ontario')),
    ).toEqual({});
    expect(ca.prefill).toBe(prefillCanadaAnnualReturn);
  });
});

describe('"File it for me" on the calendar leads to /canada-annual-return', () => {
  it.each([
    ['canada-federal', 'ca-annual-return'],
    ['ontario', 'on-annual-return'],
  ] as const)('files the %s return through the flow, prefilled', (jurisdiction, rule) => {
    const [first] = instancesOf({ jurisdiction, entity: 'company', formed: '2019-03-14' }, rule);
    expect(first!.filer).toEqual({ kind: 'flow', flow: 'canada-annual-return' });
    const href = fileItHref(
      {
        id: '6f0c1b0e-4d2a-4f4f-9a3b-7d7e2c5a9b11',
        legalName: 'Maple Leaf Software Inc.',
        registryNumber: '1234567',
        taxId: null,
        jurisdiction,
        entity: 'company',
        incorporatedOn: '2019-03-14',
      },
      first!,
      'Annual return',
    )!;
    expect(href).toMatch(/^\/canada-annual-return\?/);
    const answers = prefillCanadaAnnualReturn(
      new URLSearchParams(href.slice(href.indexOf('?') + 1)),
    );
    expect(answers).toMatchObject({
      regime: jurisdiction === 'ontario' ? 'ontario' : 'federal',
      companyName: 'Maple Leaf Software Inc.',
      registryNumber: '1234567',
      incorporationDate: '2019-03-14',
    });
    if (jurisdiction === 'ontario') expect(answers.financialYearEnd).toBe(first!.period.end);
    else expect(answers.returnYear).toBe(first!.period.key);
  });
});
