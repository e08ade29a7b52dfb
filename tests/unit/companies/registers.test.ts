import {
  asAtOf,
  checkEntry,
  entryDataSchema,
  recordEntrySchema,
  registersAsAt,
  sharesByClass,
  type EntryData,
  type RegisterEntry,
} from '@/lib/companies/registers';

/**
 * Issue 34: the registers at a date are computed from the append-only history; a new entry is
 * refused when, replayed with the whole history, something becomes impossible.
 */
let n = 0;
const entry = (effectiveOn: string, data: EntryData, recordedAt = `${effectiveOn}T12:00:00Z`) => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  effectiveOn,
  recordedAt,
  recordedBy: 'Ada Okafor',
  data,
});

// A Nigerian private company: two subscribers at incorporation, a transfer, a second director.
const formed = entry('2025-03-10', {
  kind: 'allotment',
  holder: 'Ada Okafor',
  shareClass: 'Ordinary',
  shares: 700_000,
});
const bolaShares = entry('2025-03-10', {
  kind: 'allotment',
  holder: 'Bola Martins',
  shareClass: 'Ordinary',
  shares: 300_000,
});
const adaDirector = entry('2025-03-10', {
  kind: 'appointment',
  name: 'Ada Okafor',
  role: 'director',
  email: 'ada@example.com',
});
const transfer = entry('2025-09-01', {
  kind: 'transfer',
  from: 'Ada Okafor',
  to: 'Chidi Eze',
  shareClass: 'Ordinary',
  shares: 100_000,
});
const chidiDirector = entry('2026-02-01', {
  kind: 'appointment',
  name: 'Chidi Eze',
  role: 'director',
  email: '',
});
const charge = entry('2026-03-01', {
  kind: 'charge_created',
  chargee: 'First Bank of Nigeria',
  description: 'Fixed charge over the Lekki office',
  amountMinor: 50_000_000_00,
});
const history: RegisterEntry[] = [chidiDirector, transfer, formed, bolaShares, adaDirector, charge];

describe('registersAsAt', () => {
  it('computes the members at each date from the allotments and transfers', () => {
    expect(registersAsAt(history, '2025-03-09').members).toEqual([]);
    expect(registersAsAt(history, '2025-03-10').members).toEqual([
      { holder: 'Ada Okafor', shareClass: 'Ordinary', shares: 700_000 },
      { holder: 'Bola Martins', shareClass: 'Ordinary', shares: 300_000 },
    ]);
    const after = registersAsAt(history, '2025-09-01').members;
    expect(after).toContainEqual({ holder: 'Ada Okafor', shareClass: 'Ordinary', shares: 600_000 });
    expect(after).toContainEqual({ holder: 'Chidi Eze', shareClass: 'Ordinary', shares: 100_000 });
    expect([...sharesByClass(after)]).toEqual([['Ordinary', 1_000_000]]);
  });

  it('lists the directors in office at the date, not those appointed later', () => {
    expect(registersAsAt(history, '2026-01-31').officers.map((o) => o.name)).toEqual([
      'Ada Okafor',
    ]);
    const now = registersAsAt(history, '2026-11-28').officers;
    expect(now.map((o) => [o.name, o.appointedOn])).toEqual([
      ['Ada Okafor', '2025-03-10'],
      ['Chidi Eze', '2026-02-01'],
    ]);
  });

  it('drops a director who ceased, and a charge once satisfied, from that date on', () => {
    const ceased = entry('2026-06-30', { kind: 'cessation', name: 'ada okafor', role: 'director' });
    const satisfied = entry('2026-07-15', { kind: 'charge_satisfied', chargeId: charge.id });
    const later = [...history, ceased, satisfied];
    expect(registersAsAt(later, '2026-06-29').officers).toHaveLength(2);
    expect(registersAsAt(later, '2026-06-30').officers.map((o) => o.name)).toEqual(['Chidi Eze']);
    expect(registersAsAt(later, '2026-07-14').charges.map((c) => c.chargee)).toEqual([
      'First Bank of Nigeria',
    ]);
    expect(registersAsAt(later, '2026-07-15').charges).toEqual([]);
  });

  it('removes a member who transferred every share', () => {
    const all = entry('2026-01-05', {
      kind: 'transfer',
      from: 'Bola Martins',
      to: 'Ada Okafor',
      shareClass: 'Ordinary',
      shares: 300_000,
    });
    const members = registersAsAt([...history, all], '2026-01-05').members;
    expect(members.map((m) => m.holder)).not.toContain('Bola Martins');
    expect(members).toContainEqual({
      holder: 'Ada Okafor',
      shareClass: 'Ordinary',
      shares: 900_000,
    });
  });
});

describe('checkEntry', () => {
  it('refuses a transfer of more shares than the member holds at its date', () => {
    const tooMany = entry('2025-09-02', {
      kind: 'transfer',
      from: 'Chidi Eze',
      to: 'Bola Martins',
      shareClass: 'Ordinary',
      shares: 100_001,
    });
    expect(checkEntry(history, tooMany)).toBe('sharesNotHeld');
    expect(
      checkEntry(history, {
        ...tooMany,
        data: { ...tooMany.data, shares: 100_000 },
      } as RegisterEntry),
    ).toBeNull();
  });

  it('refuses a back-dated transfer that would make a later one impossible', () => {
    // Ada sells 650,000 before the September transfer: she would then hold only 50,000 to sell.
    const backDated = entry('2025-06-01', {
      kind: 'transfer',
      from: 'Ada Okafor',
      to: 'Bola Martins',
      shareClass: 'Ordinary',
      shares: 650_000,
    });
    expect(checkEntry(history, backDated)).toBe('sharesNotHeld');
  });

  it('refuses removing a director not in office, and appointing one twice', () => {
    expect(
      checkEntry(
        history,
        entry('2026-01-01', { kind: 'cessation', name: 'Chidi Eze', role: 'director' }),
      ),
    ).toBe('notAnOfficer');
    expect(
      checkEntry(
        history,
        entry('2026-05-01', {
          kind: 'appointment',
          name: ' CHIDI  eze ',
          role: 'director',
          email: '',
        }),
      ),
    ).toBe('alreadyAnOfficer');
    // The same person may also be the secretary.
    expect(
      checkEntry(
        history,
        entry('2026-05-01', {
          kind: 'appointment',
          name: 'Chidi Eze',
          role: 'secretary',
          email: '',
        }),
      ),
    ).toBeNull();
  });

  it('refuses a transfer to oneself and satisfying an unknown charge', () => {
    expect(
      checkEntry(
        history,
        entry('2026-01-01', {
          kind: 'transfer',
          from: 'Ada Okafor',
          to: 'ada okafor',
          shareClass: 'Ordinary',
          shares: 1,
        }),
      ),
    ).toBe('sameHolder');
    expect(
      checkEntry(
        history,
        entry('2026-04-01', {
          kind: 'charge_satisfied',
          chargeId: '00000000-0000-4000-8000-999999999999',
        }),
      ),
    ).toBe('chargeNotFound');
  });
});

describe('the entry schema', () => {
  it('takes "1,000"-free whole numbers only and names the field', () => {
    const bad = recordEntrySchema.safeParse({
      companyId: '3f0c7a52-5d1e-4d0f-9a57-0a6f4f1f2b11',
      effectiveOn: '2026-02-30',
      entry: { kind: 'allotment', holder: 'A', shareClass: '', shares: 1.5 },
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(
      bad.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      effectiveOn: 'date',
      'entry.holder': 'nameTooShort',
      'entry.shareClass': 'required',
      'entry.shares': 'wholeNumber',
    });
  });

  it('refuses an unknown kind of entry', () => {
    expect(entryDataSchema.safeParse({ kind: 'merger' }).success).toBe(false);
  });
});

describe('asAtOf', () => {
  it('is the date asked when it is a real past date, else today', () => {
    expect(asAtOf('2025-12-31', '2026-11-28')).toBe('2025-12-31');
    expect(asAtOf('2027-01-01', '2026-11-28')).toBe('2026-11-28');
    expect(asAtOf('2026-02-30', '2026-11-28')).toBe('2026-11-28');
    expect(asAtOf(['2025-01-01'], '2026-11-28')).toBe('2026-11-28');
  });
});
