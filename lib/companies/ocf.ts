import { JURISDICTION_INFO, type ComplianceJurisdiction } from '@/lib/compliance/model';
import { inOrder, registersAsAt, sameName, sharesByClass, type RegisterEntry } from './registers';

/**
 * The members' register in Open Cap Format (issue 34), for a founder moving to a cap-table tool:
 * the OCF's stakeholders, stock classes and stock issuances files in one JSON document [S367].
 * Objects as the OCF schemas define them (schema/objects/Stakeholder, StockClass and
 * transactions/issuance/StockIssuance of Open-Cap-Table-Coalition/Open-Cap-Format-OCF, checked
 * 2026-11-28):
 * - STAKEHOLDER: id, name.legal_name, stakeholder_type (INDIVIDUAL: the register does not say
 *   whether a member is a firm);
 * - STOCK_CLASS: id, name, class_type (PREFERRED when the class is named so, else COMMON),
 *   default_id_prefix, current_shares_authorized (the issued total: Nigeria, Ghana and the UK
 *   have no authorised capital to report), board_approval_date (the first allotment of the
 *   class), votes_per_share 1, par_value and price_per_share (what was paid per share where the
 *   register knows it, else 0: the register keeps no nominal value), seniority 1;
 * - TX_STOCK_ISSUANCE: one per member and class as the register stands at the date, dated when
 *   the member first held that class, quantity what they hold; transfers are folded into these
 *   positions (OCF chains a transfer's securities by id, which a register of names does not
 *   have), so the export is the register's state, not its history.
 * Quantities and amounts are strings, as OCF's Numeric type asks.
 */
// The version in the schemas' ids seen (schema.opencaptablecoalition.com/v/1.1.0/...) [S367].
export const OCF_VERSION = '1.1.0';

type Monetary = { amount: string; currency: string };

export type OcfExport = {
  ocf_version: string;
  as_of: string;
  issuer: { legal_name: string; registry_number: string; country: string };
  stakeholders: { file_type: 'OCF_STAKEHOLDERS_FILE'; items: OcfStakeholder[] };
  stock_classes: { file_type: 'OCF_STOCK_CLASSES_FILE'; items: OcfStockClass[] };
  transactions: { file_type: 'OCF_TRANSACTIONS_FILE'; items: OcfStockIssuance[] };
};
type OcfStakeholder = {
  object_type: 'STAKEHOLDER';
  id: string;
  name: { legal_name: string };
  stakeholder_type: 'INDIVIDUAL';
};
type OcfStockClass = {
  object_type: 'STOCK_CLASS';
  id: string;
  name: string;
  class_type: 'COMMON' | 'PREFERRED';
  default_id_prefix: string;
  current_shares_authorized: string;
  board_approval_date: string;
  votes_per_share: string;
  par_value: Monetary;
  price_per_share: Monetary;
  seniority: string;
};
type OcfStockIssuance = {
  object_type: 'TX_STOCK_ISSUANCE';
  id: string;
  security_id: string;
  custom_id: string;
  date: string;
  stakeholder_id: string;
  stock_class_id: string;
  share_price: Monetary;
  quantity: string;
  security_law_exemptions: [];
  stock_legend_ids: [];
};

/** A stable id from a name: `stakeholder-ada-okafor`. */
const slug = (prefix: string, name: string) =>
  `${prefix}-${
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'x'
  }`;

/** Minor units as OCF's decimal string (₦1,500.50 → "1500.50"); 2 decimals, as the site's money. */
const decimal = (minor: number) => (minor / 100).toFixed(2);

export function ocfExport(
  company: { legalName: string; registryNumber: string; jurisdiction: ComplianceJurisdiction },
  history: readonly RegisterEntry[],
  asAt: string,
): OcfExport {
  const { currency, country } = JURISDICTION_INFO[company.jurisdiction];
  const money = (amount: string): Monetary => ({ amount, currency });
  const registers = registersAsAt(history, asAt);
  const allotments = inOrder(history).filter(
    (e): e is RegisterEntry & { data: { kind: 'allotment' } } =>
      e.data.kind === 'allotment' && e.effectiveOn <= asAt,
  );
  const acquisitions = inOrder(history).filter(
    (e) => (e.data.kind === 'allotment' || e.data.kind === 'transfer') && e.effectiveOn <= asAt,
  );
  const classes = [...sharesByClass(registers.members)].map(([name, issued], i): OcfStockClass => {
    const ofClass = allotments.filter((a) => sameName(a.data.shareClass, name));
    const paid = ofClass.filter((a) => a.data.paidMinor !== undefined);
    const paidShares = paid.reduce((n, a) => n + a.data.shares, 0);
    const price =
      paidShares > 0
        ? decimal(Math.round(paid.reduce((n, a) => n + (a.data.paidMinor ?? 0), 0) / paidShares))
        : '0';
    return {
      object_type: 'STOCK_CLASS',
      id: slug('class', name),
      name,
      class_type: /prefer|privil/i.test(name) ? 'PREFERRED' : 'COMMON',
      default_id_prefix: `${name.slice(0, 2).toUpperCase()}-`,
      current_shares_authorized: String(issued),
      board_approval_date: ofClass[0]?.effectiveOn ?? asAt,
      votes_per_share: '1',
      par_value: money('0'),
      price_per_share: money(price),
      seniority: String(i + 1),
    };
  });
  const stakeholders = registers.members
    .map((h) => h.holder)
    .filter((name, i, all) => all.findIndex((n) => sameName(n, name)) === i)
    .map((name): OcfStakeholder => ({
      object_type: 'STAKEHOLDER',
      id: slug('stakeholder', name),
      name: { legal_name: name },
      stakeholder_type: 'INDIVIDUAL',
    }));
  const issuances = registers.members.map((h, i): OcfStockIssuance => {
    const first = acquisitions.find((e) => {
      const d = e.data;
      if (d.kind === 'allotment')
        return sameName(d.holder, h.holder) && sameName(d.shareClass, h.shareClass);
      if (d.kind === 'transfer')
        return sameName(d.to, h.holder) && sameName(d.shareClass, h.shareClass);
      return false;
    });
    const classId = slug('class', h.shareClass);
    const cls = classes.find((c) => c.id === classId)!;
    return {
      object_type: 'TX_STOCK_ISSUANCE',
      id: `issuance-${i + 1}`,
      security_id: `${slug('security', h.holder)}-${classId}`,
      custom_id: `${cls.default_id_prefix}${i + 1}`,
      date: first?.effectiveOn ?? asAt,
      stakeholder_id: slug('stakeholder', h.holder),
      stock_class_id: classId,
      share_price: cls.price_per_share,
      quantity: String(h.shares),
      security_law_exemptions: [],
      stock_legend_ids: [],
    };
  });
  return {
    ocf_version: OCF_VERSION,
    as_of: asAt,
    issuer: { legal_name: company.legalName, registry_number: company.registryNumber, country },
    stakeholders: { file_type: 'OCF_STAKEHOLDERS_FILE', items: stakeholders },
    stock_classes: { file_type: 'OCF_STOCK_CLASSES_FILE', items: classes },
    transactions: { file_type: 'OCF_TRANSACTIONS_FILE', items: issuances },
  };
}
