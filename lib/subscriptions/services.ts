import type { ServiceId } from '@/lib/catalogue/services';

/**
 * The yearly services sold on a company (issue 34), by the catalogue's service id: the order's
 * flow name (an application that is not a wizard's: lib/wizards/flows.ts knows none of them) and
 * the two letters of its reference (GB-VO-2026-000123). The company secretarial service is here
 * so that Boardroom-in-a-Box subscribes through the same table and renewals.
 */
export const SUBSCRIPTION_SERVICES = {
  virtualOffice: { flow: 'virtual-office', code: 'VO' },
  companySecretarial: { flow: 'company-secretarial', code: 'CS' },
  corporateCompliance: { flow: 'compliance-plan', code: 'CP' },
  registeredAgent: { flow: 'registered-agent', code: 'RA' },
} as const satisfies Partial<Record<ServiceId | 'registeredAgent', { flow: string; code: string }>>;

export type SubscriptionService = keyof typeof SUBSCRIPTION_SERVICES;
export const subscriptionServices = Object.keys(SUBSCRIPTION_SERVICES) as SubscriptionService[];

export function isSubscriptionService(value: unknown): value is SubscriptionService {
  return typeof value === 'string' && value in SUBSCRIPTION_SERVICES;
}

/** The service an order's flow buys, or null when the application is not a subscription's order. */
export function serviceOfFlow(flow: string): SubscriptionService | null {
  return subscriptionServices.find((s) => SUBSCRIPTION_SERVICES[s].flow === flow) ?? null;
}
