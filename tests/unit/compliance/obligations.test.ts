import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findOffering } from '@/lib/catalogue/catalogue';
import { calendarWindow } from '@/lib/compliance/calendar';
import {
  COMPLIANCE_JURISDICTIONS,
  ENTITIES_BY_JURISDICTION,
  RULE_IDS,
  type CompanyProfile,
  type ObligationInstance,
} from '@/lib/compliance/model';
import { obligationsFor } from '@/lib/compliance/obligations';
import { isFlowId } from '@/lib/wizards/flows';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { obligations } from './helpers';

/** Profiles that, together, exercise every rule. */
const samples: CompanyProfile[] = [
  {
    jurisdiction: 'delaware',
    entity: 'corporation',
    formed: '2025-02-10',
    foreignOwned: true,
    options: {
      delawareFranchiseTaxCents: 9_000_00,
      delawareIncomeTax: true,
      usFederalEstimates: true,
    },
  },
  { jurisdiction: 'delaware', entity: 'llc', formed: '2025-02-10', foreignOwned: true },
  { jurisdiction: 'wyoming', entity: 'llc', formed: '2025-02-10', options: { llcMembers: 2 } },
  { jurisdiction: 'wyoming', entity: 'corporation', formed: '2024-02-29', yearEnd: '06-30' },
  {
    jurisdiction: 'texas',
    entity: 'llc',
    formed: '2025-02-10',
    options: { texasAboveThreshold: true },
  },
  { jurisdiction: 'texas', entity: 'corporation', formed: '2025-02-10' },
  { jurisdiction: 'uk', entity: 'company', formed: '2025-02-10' },
  // Recorded as employers (issue 35): the payroll obligations join the calendar.
  {
    jurisdiction: 'uk',
    entity: 'company',
    formed: '2025-02-10',
    options: { employer: { since: '2025-04-25', dutiesStart: '2025-04-01' } },
  },
  {
    jurisdiction: 'nigeria',
    entity: 'company',
    formed: '2025-02-10',
    options: { employer: { since: '2025-03-31' } },
  },
  {
    jurisdiction: 'ghana',
    entity: 'company',
    formed: '2025-02-10',
    options: { employer: { since: '2025-03-31' } },
  },
  {
    jurisdiction: 'south-africa',
    entity: 'company',
    formed: '2025-02-10',
    options: { employer: { since: '2025-03-25' } },
  },
  { jurisdiction: 'canada-federal', entity: 'company', formed: '2025-02-10' },
  { jurisdiction: 'ontario', entity: 'company', formed: '2025-02-10' },
  { jurisdiction: 'nigeria', entity: 'company', formed: '2025-02-10' },
  { jurisdiction: 'nigeria', entity: 'business-name', formed: '2025-02-10' },
  { jurisdiction: 'nigeria', entity: 'trustees', formed: '2025-02-10' },
  { jurisdiction: 'ghana', entity: 'company', formed: '2025-02-10' },
  {
    jurisdiction: 'south-africa',
    entity: 'company',
    formed: '2025-02-10',
    options: { beneficialOwnershipChanges: ['2026-06-01'] },
  },
];
const window = { from: '2025-01-01', to: '2029-12-31' };
const all: ObligationInstance[] = samples.flatMap((profile) => obligations(profile, window));

const sourcesDoc = readFileSync(path.join(process.cwd(), 'docs', 'sources.md'), 'utf8');
const listedSources = new Set(
  [...sourcesDoc.matchAll(/^- \*\*(S[-A-Za-z0-9. ]+?)\*\*/gm)].map((m) => m[1]),
);

/** ICU argument names of a message ({name}). */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const unique = (list: string[]) => [...new Set(list)].sort();

describe('the compliance calendar', () => {
  it('exercises every rule across the sample companies', () => {
    expect(unique(all.map((o) => o.ruleId))).toEqual([...RULE_IDS].sort());
  });

  it('gives every entity of every jurisdiction some obligation', () => {
    for (const jurisdiction of COMPLIANCE_JURISDICTIONS)
      for (const entity of ENTITIES_BY_JURISDICTION[jurisdiction])
        expect([
          jurisdiction,
          entity,
          obligations({ jurisdiction, entity, formed: '2025-02-10' }, window).length > 0,
        ]).toEqual([jurisdiction, entity, true]);
  });

  it('cites sources listed in docs/sources.md on every instance', () => {
    for (const o of all) {
      expect(o.sources.length).toBeGreaterThan(0);
      for (const id of o.sources)
        expect([o.ruleId, id, listedSources.has(id)]).toEqual([o.ruleId, id, true]);
    }
  });

  it('names a real flow or a catalogue offering as the filer', () => {
    for (const o of all) {
      if (!o.filer) continue;
      if (o.filer.kind === 'flow')
        expect([o.ruleId, isFlowId(o.filer.flow)]).toEqual([o.ruleId, true]);
      else
        expect([
          o.ruleId,
          findOffering(o.filer.jurisdiction, o.filer.service) !== undefined,
        ]).toEqual([o.ruleId, true]);
    }
  });

  it('has English and French texts for every title, penalty, fee and note, with the right arguments', () => {
    for (const messages of [en, fr]) {
      const c = messages.Compliance;
      for (const o of all) {
        expect(c.obligations[o.titleKey]).toEqual(expect.any(String));
        expect(c.jurisdictions[o.jurisdiction]).toEqual(expect.any(String));
        const penalty = c.penalties[o.penalty.key];
        expect([o.penalty.key, unique(argumentsOf(penalty))]).toEqual([
          o.penalty.key,
          Object.keys(o.penalty.values ?? {}).sort(),
        ]);
        if (o.fee.kind === 'formula') {
          const given = [...(o.fee.minimum ? ['minimum'] : []), ...Object.keys(o.fee.values ?? {})];
          expect([o.fee.formula, unique(argumentsOf(c.fees[o.fee.formula]))]).toEqual([
            o.fee.formula,
            given.sort(),
          ]);
        }
        if (o.noteKey) expect(c.notes[o.noteKey]).toEqual(expect.any(String));
      }
    }
  });

  it('gives every instance a unique key made of its rule and period', () => {
    for (const profile of samples) {
      const keys = obligations(profile, window).map((o) => o.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    for (const o of all) expect(o.key).toBe(`${o.ruleId}:${o.period.key}`);
  });

  it('gives the same instance, key included, whatever the window and however often it runs', () => {
    for (const profile of samples) {
      const wide = obligations(profile, { from: '2025-01-01', to: '2030-12-31' });
      const narrow = obligations(profile, { from: '2027-03-01', to: '2028-02-29' });
      const again = obligations(profile, { from: '2027-03-01', to: '2028-02-29' });
      expect(again).toEqual(narrow);
      for (const o of narrow) expect(wide.find((w) => w.key === o.key)).toEqual(o);
    }
  });

  it('sorts by due date, then by key', () => {
    for (const profile of samples) {
      const list = obligations(profile, window);
      const order = (a: ObligationInstance) => `${a.dueDate} ${a.key}`;
      const sorted = [...list].sort((a, b) => (order(a) < order(b) ? -1 : 1));
      expect(list.map((o) => o.key)).toEqual(sorted.map((o) => o.key));
    }
  });
});

describe('the window', () => {
  const de: CompanyProfile = { jurisdiction: 'delaware', entity: 'llc', formed: '2024-05-01' };
  const keys = (profile: CompanyProfile, from: string, to: string) =>
    obligations(profile, { from, to }).map((o) => o.key);

  it('includes a due date on either edge and nothing outside', () => {
    // LLC tax for 2025 due 1 June 2026.
    expect(keys(de, '2026-06-01', '2026-06-01')).toEqual(['de-llc-tax:2025']);
    expect(keys(de, '2026-06-02', '2027-05-31')).toEqual([]);
    expect(keys(de, '2026-05-01', '2026-05-31')).toEqual([]);
  });

  it('includes a filing window that opens by its end, even when due after it', () => {
    const za: CompanyProfile = {
      jurisdiction: 'south-africa',
      entity: 'company',
      formed: '2022-03-15',
    };
    // The 2026 window opens on Sunday 15 March 2026 and closes 30 business days later.
    expect(keys(za, '2026-03-01', '2026-03-15')).toContain('za-annual-return:2026');
    expect(keys(za, '2026-03-01', '2026-03-14')).not.toContain('za-annual-return:2026');
    // Still open on its due date, gone the day after.
    const [ar] = obligations(za, { from: '2026-03-01', to: '2026-12-31' }).filter(
      (o) => o.ruleId === 'za-annual-return',
    );
    expect(keys(za, ar!.dueDate, '2026-12-31')).toContain('za-annual-return:2026');
    const dayAfter = new Date(`${ar!.dueDate}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(keys(za, dayAfter.toISOString().slice(0, 10), '2026-12-31')).not.toContain(
      'za-annual-return:2026',
    );
  });

  it('covers the next 24 months from today', () => {
    expect(calendarWindow('2026-11-27')).toEqual({ from: '2026-11-27', to: '2028-11-27' });
    expect(calendarWindow('2028-02-29')).toEqual({ from: '2028-02-29', to: '2030-02-28' });
    const corp: CompanyProfile = {
      jurisdiction: 'delaware',
      entity: 'corporation',
      formed: '2020-01-15',
    };
    expect(
      obligations(corp, calendarWindow('2026-11-27'))
        .filter((o) => o.ruleId === 'de-annual-report')
        .map((o) => o.dueDate),
    ).toEqual(['2027-03-01', '2028-03-01']);
  });

  it('lists nothing before formation and nothing when formed after the window', () => {
    const later: CompanyProfile = { jurisdiction: 'uk', entity: 'company', formed: '2031-01-01' };
    expect(obligations(later, { from: '2026-01-01', to: '2030-12-31' })).toEqual([]);
  });
});

describe('bad input', () => {
  const ok: CompanyProfile = { jurisdiction: 'uk', entity: 'company', formed: '2026-03-10' };
  const issues = (profile: unknown, w = { from: '2026-01-01', to: '2027-12-31' }) => {
    const outcome = obligationsFor(profile as CompanyProfile, w);
    return outcome.ok ? [] : outcome.issues;
  };

  it('says which field is wrong rather than throwing', () => {
    expect(issues({})).toEqual([
      { field: 'jurisdiction', key: 'jurisdictionInvalid' },
      { field: 'entity', key: 'entityInvalid' },
      { field: 'formed', key: 'formedInvalid' },
    ]);
    expect(issues({ ...ok, jurisdiction: 'france' })).toEqual([
      { field: 'jurisdiction', key: 'jurisdictionInvalid' },
    ]);
    expect(issues({ ...ok, entity: 'gmbh' })).toEqual([{ field: 'entity', key: 'entityInvalid' }]);
    expect(issues({ ...ok, entity: 'llc' })).toEqual([
      { field: 'entity', key: 'entityNotInJurisdiction' },
    ]);
    expect(issues({ ...ok, formed: '2026-02-30' })).toEqual([
      { field: 'formed', key: 'formedInvalid' },
    ]);
    expect(issues({ ...ok, formed: '1899-12-31' })).toEqual([
      { field: 'formed', key: 'formedTooEarly' },
    ]);
    expect(issues({ ...ok, yearEnd: '02-30' })).toEqual([
      { field: 'yearEnd', key: 'yearEndInvalid' },
    ]);
    expect(issues(ok, { from: '2027-01-01', to: '2026-12-31' })).toEqual([
      { field: 'window', key: 'windowInvalid' },
    ]);
    expect(issues(ok, { from: '2026-01-01', to: '2126-01-02' })).toEqual([
      { field: 'window', key: 'windowTooLong' },
    ]);
    expect(issues({ ...ok, options: { llcMembers: 0 } })).toEqual([
      { field: 'options', key: 'optionInvalid' },
    ]);
    expect(issues({ ...ok, options: { beneficialOwnershipChanges: ['soon'] } })).toEqual([
      { field: 'options', key: 'optionInvalid' },
    ]);
    expect(issues({ ...ok, options: { delawareFranchiseTaxCents: 1.5 } })).toEqual([
      { field: 'options', key: 'optionInvalid' },
    ]);
  });

  it('accepts 29 February as a year end and every issue key has its message', () => {
    expect(issues({ ...ok, yearEnd: '02-29' })).toEqual([]);
    for (const messages of [en, fr])
      for (const key of [
        'jurisdictionInvalid',
        'entityInvalid',
        'entityNotInJurisdiction',
        'formedInvalid',
        'formedTooEarly',
        'yearEndInvalid',
        'windowInvalid',
        'windowTooLong',
        'optionInvalid',
      ] as const)
        expect(messages.Compliance.issues[key]).toEqual(expect.any(String));
  });
});

describe('Compliance messages', () => {
  const leaves = (node: unknown, prefix = ''): string[] =>
    node !== null && typeof node === 'object'
      ? Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
          leaves(v, prefix ? `${prefix}.${k}` : k),
        )
      : [prefix];

  it('has the same keys in English and French', () => {
    expect(leaves(fr.Compliance).sort()).toEqual(leaves(en.Compliance).sort());
  });
});
