import type { Currency } from '@/lib/catalogue/money';

/**
 * How customers pay before a payment provider is integrated (a later issue): a transfer to our
 * account with a unique reference, staff then confirm it. The account details below are the
 * company's collection accounts; replace the placeholders before going live.
 */
export type BankAccount = {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchCode?: string;
  /** A US account: the ABA routing number for domestic transfers and the SWIFT code for wires from abroad. */
  routingNumber?: string;
  swift?: string;
  /** A UK account: the sort code (Faster Payments within the UK) and the IBAN (payments from abroad). */
  sortCode?: string;
  iban?: string;
  /** A Canadian account: the institution and transit (branch) numbers for transfers within Canada. */
  institutionNumber?: string;
  transitNumber?: string;
};

export const COLLECTION_ACCOUNTS: Partial<Record<Currency, BankAccount>> = {
  NGN: {
    bankName: 'Guaranty Trust Bank',
    accountName: 'Registra Services Ltd',
    accountNumber: '0123456789',
  },
  GHS: {
    bankName: 'GCB Bank',
    accountName: 'Registra Services Ghana Ltd',
    accountNumber: '1021130045678',
  },
  ZAR: {
    bankName: 'FNB',
    accountName: 'Registra Services (Pty) Ltd',
    accountNumber: '62845512345',
    branchCode: '250655',
  },
  GBP: {
    bankName: 'Barclays Bank UK PLC',
    accountName: 'Registra Services UK Ltd',
    accountNumber: '12345678',
    sortCode: '20-00-00',
    iban: 'GB83BUKB20000012345678',
    swift: 'BUKBGB22',
  },
  CAD: {
    bankName: 'Royal Bank of Canada',
    accountName: 'Registra Services Canada Inc.',
    accountNumber: '1234567',
    institutionNumber: '003',
    transitNumber: '00002',
    swift: 'ROYCCAT2',
  },
  USD: {
    bankName: 'JPMorgan Chase Bank',
    accountName: 'Registra Services LLC',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    swift: 'CHASUS33',
  },
};

/**
 * USSD transfer codes of major Nigerian banks, as the banks advertise them (general knowledge,
 * UNCONFIRMED, 2026-11-21: banks change these; check before relying on one). `{amount}` is whole
 * naira, `{account}` our NUBAN. Each pattern is for a transfer to another bank unless the bank
 * holds our account (GTBank: *737*1*...).
 */
export const NIGERIAN_USSD_BANKS = [
  { id: 'gtbank', name: 'GTBank', pattern: '*737*1*{amount}*{account}#' },
  { id: 'access', name: 'Access Bank', pattern: '*901*1*{amount}*{account}#' },
  { id: 'zenith', name: 'Zenith Bank', pattern: '*966*{amount}*{account}#' },
  { id: 'firstbank', name: 'First Bank', pattern: '*894*{amount}*{account}#' },
  { id: 'uba', name: 'UBA', pattern: '*919*4*{account}*{amount}#' },
  { id: 'fidelity', name: 'Fidelity Bank', pattern: '*770*{account}*{amount}#' },
  { id: 'fcmb', name: 'FCMB', pattern: '*329*{amount}*{account}#' },
  { id: 'wema', name: 'Wema Bank', pattern: '*945*{account}*{amount}#' },
] as const;

/** Whole units for a dial string: banks' USSD menus take no decimals, so round up. */
export function wholeUnits(minor: number): number {
  return Math.ceil(minor / 100);
}

/** The dial string for one bank, the amount and our account. */
export function ussdDialString(pattern: string, minor: number, account: string): string {
  return pattern.replace('{amount}', String(wholeUnits(minor))).replace('{account}', account);
}

/** Every bank's dial string for an amount. */
export function ussdDialStrings(minor: number, account = COLLECTION_ACCOUNTS.NGN!.accountNumber) {
  return NIGERIAN_USSD_BANKS.map((b) => ({
    id: b.id,
    name: b.name,
    dial: ussdDialString(b.pattern, minor, account),
  }));
}

/**
 * What the QR code encodes: plain text a banking app or a person can read, with the account,
 * the amount and the reference to quote.
 */
export function qrPayload(input: {
  account: BankAccount;
  minor: number;
  currency: Currency;
  reference: string;
  payee: string;
}): string {
  const amount = (input.minor / 100).toFixed(2);
  return [
    `PAY TO: ${input.payee}`,
    `BANK: ${input.account.bankName}`,
    `ACCOUNT NAME: ${input.account.accountName}`,
    `ACCOUNT NUMBER: ${input.account.accountNumber}`,
    ...(input.account.branchCode ? [`BRANCH CODE: ${input.account.branchCode}`] : []),
    ...(input.account.sortCode ? [`SORT CODE: ${input.account.sortCode}`] : []),
    ...(input.account.iban ? [`IBAN: ${input.account.iban}`] : []),
    ...(input.account.institutionNumber ? [`INSTITUTION: ${input.account.institutionNumber}`] : []),
    ...(input.account.transitNumber ? [`TRANSIT: ${input.account.transitNumber}`] : []),
    ...(input.account.routingNumber ? [`ROUTING NUMBER: ${input.account.routingNumber}`] : []),
    ...(input.account.swift ? [`SWIFT: ${input.account.swift}`] : []),
    `AMOUNT: ${input.currency} ${amount}`,
    `REFERENCE: ${input.reference}`,
  ].join('\n');
}

/**
 * Ghana's mobile money networks and our merchant number on each (the company's collection
 * wallets; replace the placeholders before going live, like the bank accounts above). The
 * customer pays the merchant from the network's menu (`dial`) or app, enters the amount and
 * quotes the reference. MTN MoMo, Telecel Cash (formerly Vodafone Cash) and AT Money (formerly
 * AirtelTigo Money): menu codes are general knowledge, UNCONFIRMED, 2026-11-26.
 */
export const GHANA_MOBILE_MONEY = [
  {
    id: 'mtn',
    name: 'MTN MoMo',
    dial: '*170#',
    merchantName: 'Registra Services Ghana',
    merchantNumber: '024 000 1234',
  },
  {
    id: 'telecel',
    name: 'Telecel Cash',
    dial: '*110#',
    merchantName: 'Registra Services Ghana',
    merchantNumber: '020 000 1234',
  },
  {
    id: 'at',
    name: 'AT Money',
    dial: '*110#',
    merchantName: 'Registra Services Ghana',
    merchantNumber: '027 000 1234',
  },
] as const;
export type MobileMoneyNetwork = (typeof GHANA_MOBILE_MONEY)[number]['id'];

/** The amount as a wallet takes it: cedis with pesewas, no grouping (`3450.00`). */
export function walletAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

export const PAYMENT_METHODS = ['bank_transfer', 'ussd', 'qr', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * What a payment records as its method: a manual one, or `online` (a card or a provider's other
 * rails, through Paystack or Stripe Checkout: issue 32), which startOnlinePayment sets and no
 * customer chooses through choosePaymentMethod.
 */
export type RecordedPaymentMethod = PaymentMethod | 'online';

/** The methods offered for a currency (USSD is Nigerian; mobile money, Ghana's usual way to pay, comes first there). */
export function methodsFor(currency: Currency): PaymentMethod[] {
  if (currency === 'NGN') return ['bank_transfer', 'ussd', 'qr'];
  if (currency === 'GHS') return ['mobile_money', 'bank_transfer', 'qr'];
  return ['bank_transfer', 'qr'];
}
