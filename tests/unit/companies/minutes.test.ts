import { minutesBlocks } from '@/lib/companies/minutes-pdf';
import { minutesOf, quorumOf, recordMinutesSchema } from '@/lib/companies/minutes';
import { registersAsAt, type EntryData, type RegisterEntry } from '@/lib/companies/registers';

/** Issue 34: minutes of a meeting, generated from the registers on its day. */
let n = 0;
const entry = (effectiveOn: string, data: EntryData): RegisterEntry => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  effectiveOn,
  recordedAt: `${effectiveOn}T12:00:00Z`,
  recordedBy: 'Ada Okafor',
  data,
});
const director = (name: string, on = '2025-03-10'): RegisterEntry =>
  entry(on, { kind: 'appointment', name, role: 'director', email: '' });
const history = [
  director('Ada Okafor'),
  director('Bola Martins'),
  director('Chidi Eze', '2026-06-01'),
  entry('2025-03-10', { kind: 'appointment', name: 'Dayo Ade', role: 'secretary', email: '' }),
  entry('2025-03-10', {
    kind: 'allotment',
    holder: 'Ada Okafor',
    shareClass: 'Ordinary',
    shares: 60,
  }),
  entry('2025-03-10', {
    kind: 'allotment',
    holder: 'Femi Ola',
    shareClass: 'Ordinary',
    shares: 40,
  }),
];
const company = { legalName: 'Lagos Widgets Limited', registryNumber: 'RC1234567' };
const appointChidi = {
  id: 'r1',
  body: 'board' as const,
  resolvedOn: '2026-06-01',
  data: { kind: 'appoint_director' as const, name: 'Chidi Eze', email: 'chidi@example.com' },
};
const meeting = {
  body: 'board' as const,
  heldOn: '2026-05-20',
  byVideo: false,
  place: '12 Marina Road, Lagos',
  chair: 'ada okafor',
  attendees: ['Ada Okafor', 'Bola Martins'],
};

describe('minutesOf', () => {
  it('lists who could attend on the meeting’s day, who did, the chair and the quorum', () => {
    const made = minutesOf(registersAsAt(history, '2026-05-20'), meeting, [appointChidi]);
    expect(made).toEqual({
      ok: true,
      content: {
        body: 'board',
        heldOn: '2026-05-20',
        venue: { kind: 'place', place: '12 Marina Road, Lagos' },
        chair: 'Ada Okafor',
        // Chidi was appointed after the meeting; Dayo is the secretary, not a director.
        entitled: ['Ada Okafor', 'Bola Martins'],
        attendees: ['Ada Okafor', 'Bola Martins'],
        absent: [],
        quorum: { required: 2, present: 2 },
        resolutions: [{ id: 'r1', resolvedOn: '2026-06-01', data: appointChidi.data }],
      },
    });
  });

  it('refuses a meeting without a quorum of two, and a chair who is not a present director', () => {
    const registers = registersAsAt(history, '2026-07-01');
    expect(minutesOf(registers, { ...meeting, attendees: ['Ada Okafor'] }, [])).toEqual({
      ok: false,
      refusal: 'quorumNotMet',
    });
    expect(minutesOf(registers, { ...meeting, chair: 'Dayo Ade' }, [])).toMatchObject({
      ok: false,
      refusal: 'chairNotDirector',
    });
    expect(
      minutesOf(registers, { ...meeting, chair: 'Chidi Eze', attendees: ['Ada', 'Bola'] }, []),
    ).toMatchObject({ ok: false, refusal: 'notEntitled', name: 'Ada' });
    expect(minutesOf(registers, { ...meeting, chair: 'Chidi Eze' }, [])).toMatchObject({
      ok: false,
      refusal: 'chairAbsent',
      name: 'Chidi Eze',
    });
  });

  it('a members’ meeting counts members, and takes only members’ resolutions', () => {
    const registers = registersAsAt(history, '2026-07-01');
    const members = { ...meeting, body: 'members' as const, attendees: ['Femi Ola', 'Ada Okafor'] };
    const made = minutesOf(registers, { ...members, byVideo: true }, []);
    expect(made).toMatchObject({
      ok: true,
      content: {
        venue: { kind: 'video' },
        entitled: ['Ada Okafor', 'Femi Ola'],
        quorum: { required: 2, present: 2 },
      },
    });
    expect(minutesOf(registers, members, [appointChidi])).toEqual({
      ok: false,
      refusal: 'resolutionNotOfBody',
    });
  });

  it('a sole director is a quorum alone', () => {
    expect(quorumOf(1)).toBe(1);
    expect(quorumOf(5)).toBe(2);
    const sole = registersAsAt([director('Ada Okafor')], '2026-01-01');
    expect(minutesOf(sole, { ...meeting, attendees: ['Ada Okafor'] }, [])).toMatchObject({
      ok: true,
      content: { quorum: { required: 1, present: 1 } },
    });
  });
});

describe('recordMinutesSchema', () => {
  const base = {
    companyId: '00000000-0000-4000-8000-000000000001',
    body: 'board',
    heldOn: '2026-05-20',
    chair: 'Ada Okafor',
    attendees: ['Ada Okafor'],
  };
  it('asks a place unless the meeting was held by video', () => {
    const missing = recordMinutesSchema.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['place'], message: 'required' });
    expect(recordMinutesSchema.safeParse({ ...base, byVideo: true }).success).toBe(true);
  });
});

describe('minutesBlocks', () => {
  const made = minutesOf(
    registersAsAt(history, '2026-07-01'),
    { ...meeting, heldOn: '2026-07-01', attendees: ['Ada Okafor', 'Chidi Eze'] },
    [appointChidi],
  );
  if (!made.ok) throw new Error('fixture');
  it('reads as minutes in English: venue, present, absent, chair, quorum, resolutions, signature', () => {
    const text = minutesBlocks('en', company, made.content).map((b) => b.text);
    expect(text).toEqual([
      'Minutes of a meeting of the board of directors of Lagos Widgets Limited',
      'Held on 1 July 2026 at 12 Marina Road, Lagos.',
      'Present',
      'Ada Okafor and Chidi Eze',
      'Absent',
      'Bola Martins',
      'Chair',
      'Ada Okafor took the chair.',
      'Quorum',
      '2 of the 3 directors in office being present and the quorum being 2, the chair declared the meeting duly constituted.',
      'Resolutions',
      '1. It was resolved: That Chidi Eze be appointed a director of the company with effect from the date of this resolution.',
      'There being no further business, the chair declared the meeting closed.',
      'Signed as a true record',
      'Chair: Ada Okafor    Signature: ____________________    Date: ____________',
    ]);
  });
  it('and in French', () => {
    const text = minutesBlocks('fr', company, { ...made.content, venue: { kind: 'video' } }).map(
      (b) => b.text,
    );
    expect(text[0]).toBe(
      'Procès-verbal de la réunion du conseil d’administration de Lagos Widgets Limited',
    );
    expect(text[1]).toBe('Tenue le 1 juillet 2026 par visioconférence.');
    expect(text[3]).toBe('Ada Okafor et Chidi Eze');
    expect(text).toContain('Ada Okafor a présidé la séance.');
  });
});
