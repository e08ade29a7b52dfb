import { z } from 'zod';
import { packageIds } from '@/lib/catalogue/packages';

/**
 * What the subscription forms send (issue 34). Messages are keys of `Subscriptions.errors`.
 * A customer orders the services sold by the catalogue; the US registered agent comes with a US
 * formation and is not ordered on its own.
 */
export const ORDERABLE_SERVICES = [
  'virtualOffice',
  'companySecretarial',
  'corporateCompliance',
] as const;

export const orderSubscriptionSchema = z.object({
  companyId: z.string().uuid('invalidRequest'),
  service: z.enum(ORDERABLE_SERVICES, { error: 'invalidRequest' }),
  package: z.enum(packageIds, { error: 'required' }),
});

export const cancelSubscriptionSchema = z.object({
  subscriptionId: z.string().uuid('invalidRequest'),
});
