import 'server-only';
import { z } from 'zod';
import { offeringsIn } from '@/lib/catalogue/catalogue';
import { jurisdictionIds, type JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { currencies } from '@/lib/catalogue/money';
import { packageIds } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import { endpoint } from './http';

/**
 * The catalogue's prices (the pricing page's `quote`): per jurisdiction, each service under each
 * package, our fee apart from the government's, integer minor units with the currency.
 */
export const pricesQuery = z.object({ jurisdiction: z.enum(jurisdictionIds) });

export const priceSchema = z.object({
  service: z.string(),
  package: z.enum(packageIds),
  currency: z.enum(currencies),
  service_fee: z.number().int(),
  government_fee: z.number().int(),
  government_fee_basis: z.enum(['fixed', 'none', 'atCost']),
  government_fee_from: z.boolean().describe('The government fee depends on answers: the lowest'),
  total: z.number().int(),
  turnaround: z.object({
    min: z.number(),
    max: z.number(),
    unit: z.enum(['businessDays', 'hours']),
  }),
});
export const priceListSchema = z.object({ data: z.array(priceSchema) });

export function pricesIn(jurisdiction: JurisdictionId): z.output<typeof priceSchema>[] {
  return offeringsIn(jurisdiction).flatMap((offering) =>
    packageIds.map((pkg) => {
      const q = quote(jurisdiction, offering.service, pkg, offering.variants?.[0]?.options ?? {});
      return {
        service: offering.service,
        package: pkg,
        currency: q.currency,
        service_fee: q.serviceFee,
        government_fee: q.governmentFee,
        government_fee_basis: q.governmentFeeBasis,
        government_fee_from: offering.governmentFeeFrom === true,
        total: q.total,
        turnaround: q.turnaround,
      };
    }),
  );
}

export const listPrices = endpoint({
  access: 'public',
  input: pricesQuery,
  handle: async ({ input }) => ({ data: pricesIn(input.jurisdiction) }),
});
