import { registersAsAt, type EntryData, type RegisterEntry } from '@/lib/companies/registers';
import {
  BODY_OF,
  FILING_OF,
  checkProposal,
  proposeResolutionSchema,
  registerEntryOf,
  signatoriesOf,
  signsAs,
} from '@/lib/companies/resolutions';

/** Issue 34: who signs each resolution, what it changes, and the filing that follows. */
let n = 0;
const entry = (effectiveOn: string, data: EntryData): RegisterEntry => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  effectiveOn,
  recordedAt: `${effectiveOn}T12:00:00Z`,
  recordedBy: 'Ada Okafor',
  data,
});
const history = [
  entry('2025-03-10', {
    kind: 'allotment',
    holder: 'Ada Okafor',
    shareClass: 'Ordinary',
    shares: 600,
  }),
  entry('2025-03-10', {
    kind: 'allotment',
    holder: 'Bola Martins',
    shareClass: 'Ordinary',
    shares: 400,
  }),
  entry('2025-03-10', {
    kind: 'allotment',
    holder: 'Ada Okafor',
    shareClass: 'Preference',
    shares: 50,
  }),
  entry('2025-03-10', {
    kind: 'appointment',
    name: 'Ada Okafor',
    role: 'director',
    email: 'ada@example.com',
  }),
  entry('2025-03-10', {
    kind: 'appointment',
    name: 'Bola Martins',
    role: 'director',
    email: 'bola@example.com',
  }),
  entry('2025-03-10', { kind: 'appointment', name: 'Chidi Eze', role: 'secretary', email: '' }),
];
const registers = registersAsAt(history, '2026-11-28');

describe('signatoriesOf', () => {
  it('a board resolution is signed by every director in office, not the secretary', () => {
    expect(signatoriesOf(registers, 'board')).toEqual([
      { name: 'Ada Okafor', email: 'ada@example.com' },
      { name: 'Bola Martins', email: 'bola@example.com' },
    ]);
  });

  it('a members’ resolution by every member once, whatever classes they hold', () => {
    expect(signatoriesOf(registers, 'members').map((s) => s.name)).toEqual([
      'Ada Okafor',
      'Bola Martins',
    ]);
  });
});

describe('the resolution rules', () => {
  it('the board appoints a director; the members remove one and appoint auditors', () => {
    expect(BODY_OF.appoint_director).toBe('board');
    expect(BODY_OF.remove_director).toBe('members');
    expect(BODY_OF.appoint_auditors).toBe('members');
    expect(BODY_OF.allot_shares).toBe('board');
  });

  it('refuses appointing a sitting director or removing someone who is not one', () => {
    expect(
      checkProposal(registers, { kind: 'appoint_director', name: 'bola martins', email: 'b@x.co' }),
    ).toBe('alreadyDirector');
    expect(checkProposal(registers, { kind: 'remove_director', name: 'Chidi Eze' })).toBe(
      'notADirector',
    );
    expect(
      checkProposal(registers, { kind: 'appoint_director', name: 'Chidi Eze', email: 'c@x.co' }),
    ).toBeNull();
  });

  it('refuses a resolution nobody on the registers can sign', () => {
    const empty = registersAsAt([], '2026-11-28');
    expect(
      checkProposal(empty, { kind: 'appoint_auditors', auditor: 'KPMG Professional Services' }),
    ).toBe('noSignatories');
  });

  it('a passed appointment, removal or allotment writes its register entry; the others none', () => {
    expect(
      registerEntryOf({ kind: 'appoint_director', name: 'Chidi Eze', email: 'c@x.co' }),
    ).toEqual({
      kind: 'appointment',
      name: 'Chidi Eze',
      role: 'director',
      email: 'c@x.co',
    });
    expect(registerEntryOf({ kind: 'remove_director', name: 'Bola Martins' })).toEqual({
      kind: 'cessation',
      name: 'Bola Martins',
      role: 'director',
    });
    expect(registerEntryOf({ kind: 'appoint_auditors', auditor: 'KPMG' })).toBeNull();
  });

  it('names the filing that follows in each jurisdiction', () => {
    expect(FILING_OF.nigeria.appoint_director).toBe('cacChangeOfDirector');
    expect(FILING_OF.uk.appoint_director).toBe('ap01');
    expect(FILING_OF.uk.allot_shares).toBe('sh01');
    expect(FILING_OF.ghana.change_address).toBe('orcChangeOfAddress');
    expect(FILING_OF.uk.approve_accounts).toBeUndefined();
  });

  it('a signature is the signatory’s own name, case and spacing ignored', () => {
    expect(signsAs('Chidi Eze', ' chidi   EZE ')).toBe(true);
    expect(signsAs('Chidi Eze', 'Ada Okafor')).toBe(false);
  });

  it('the proposal schema wants an e-mail for a new director', () => {
    const parsed = proposeResolutionSchema.safeParse({
      companyId: '3f0c7a52-5d1e-4d0f-9a57-0a6f4f1f2b11',
      resolvedOn: '2026-11-28',
      decision: { kind: 'appoint_director', name: 'Chidi Eze', email: 'not-an-address' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['decision.email', 'email'],
    ]);
  });
});
