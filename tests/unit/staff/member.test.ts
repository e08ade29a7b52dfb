import { staffLabel, staffMemberFrom } from '@/lib/staff/member';

describe('the staff member read model (lib/staff/member.ts)', () => {
  it('maps a role joined to its profile', () => {
    expect(
      staffMemberFrom({
        user_id: 'u1',
        full_name: 'Ola Ops',
        email: 'ops@example.com',
        created_at: new Date('2026-03-01T10:00:00Z'),
      }),
    ).toEqual({
      userId: 'u1',
      name: 'Ola Ops',
      email: 'ops@example.com',
      since: '2026-03-01T10:00:00.000Z',
    });
  });

  it('leaves a missing profile’s name and address empty', () => {
    expect(
      staffMemberFrom({
        user_id: 'u2',
        full_name: null,
        email: null,
        created_at: '2026-03-01T10:00:00Z',
      }),
    ).toMatchObject({ name: '', email: '' });
  });

  it('names them by name and address, or the address alone', () => {
    expect(staffLabel({ name: 'Ola Ops', email: 'ops@example.com' })).toBe(
      'Ola Ops (ops@example.com)',
    );
    expect(staffLabel({ name: '', email: 'ops@example.com' })).toBe('ops@example.com');
  });
});
