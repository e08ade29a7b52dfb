import { ocfExport } from '@/lib/companies/ocf';
import type { EntryData, RegisterEntry } from '@/lib/companies/registers';

/** Issue 34: the members' register as OCF stakeholders, stock classes and issuances. */
let n = 0;
const entry = (effectiveOn: string, data: EntryData): RegisterEntry => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  effectiveOn,
  recordedAt: `${effectiveOn}T12:00:00Z`,
  recordedBy: 'Ada Okafor',
  data,
});
const company = {
  legalName: 'Lagos Widgets Limited',
  registryNumber: 'RC1234567',
  jurisdiction: 'nigeria' as const,
};
const history = [
  entry('2025-03-10', {
    kind: 'allotment',
    holder: 'Ada Okafor',
    shareClass: 'Ordinary',
    shares: 700_000,
    paidMinor: 70_000_00,
  }),
  entry('2025-03-10', {
    kind: 'allotment',
    holder: 'Bola Martins',
    shareClass: 'Ordinary',
    shares: 300_000,
    paidMinor: 30_000_00,
  }),
  entry('2025-09-01', {
    kind: 'transfer',
    from: 'Ada Okafor',
    to: 'Chidi Eze',
    shareClass: 'Ordinary',
    shares: 100_000,
  }),
  entry('2026-01-10', { kind: 'appointment', name: 'Ada Okafor', role: 'director', email: '' }),
];

describe('ocfExport', () => {
  it('lists each member as a stakeholder and the class with its issued total and price', () => {
    const ocf = ocfExport(company, history, '2026-11-28');
    expect(ocf.stakeholders.file_type).toBe('OCF_STAKEHOLDERS_FILE');
    expect(ocf.stakeholders.items.map((s) => [s.object_type, s.id, s.name.legal_name])).toEqual([
      ['STAKEHOLDER', 'stakeholder-ada-okafor', 'Ada Okafor'],
      ['STAKEHOLDER', 'stakeholder-bola-martins', 'Bola Martins'],
      ['STAKEHOLDER', 'stakeholder-chidi-eze', 'Chidi Eze'],
    ]);
    // ₦100,000 paid for 1,000,000 shares: ₦0.10 a share.
    expect(ocf.stock_classes.items).toEqual([
      expect.objectContaining({
        object_type: 'STOCK_CLASS',
        id: 'class-ordinary',
        class_type: 'COMMON',
        current_shares_authorized: '1000000',
        board_approval_date: '2025-03-10',
        price_per_share: { amount: '0.10', currency: 'NGN' },
      }),
    ]);
  });

  it('gives one issuance per holding at the date, dated when the member first held the class', () => {
    const items = ocfExport(company, history, '2026-11-28').transactions.items;
    expect(items.map((i) => [i.stakeholder_id, i.quantity, i.date])).toEqual([
      ['stakeholder-ada-okafor', '600000', '2025-03-10'],
      ['stakeholder-bola-martins', '300000', '2025-03-10'],
      ['stakeholder-chidi-eze', '100000', '2025-09-01'],
    ]);
    expect(items[0]).toMatchObject({
      object_type: 'TX_STOCK_ISSUANCE',
      stock_class_id: 'class-ordinary',
      security_law_exemptions: [],
      stock_legend_ids: [],
    });
  });

  it('as at a date before the transfer, Chidi is not yet a member', () => {
    const ocf = ocfExport(company, history, '2025-08-31');
    expect(ocf.stakeholders.items.map((s) => s.name.legal_name)).toEqual([
      'Ada Okafor',
      'Bola Martins',
    ]);
  });
});
