import 'server-only';
import { z } from 'zod';
import { offeringsIn } from '@/lib/catalogue/catalogue';
import {
  countryCodes,
  jurisdictionIds,
  jurisdictions,
  type JurisdictionId,
} from '@/lib/catalogue/jurisdictions';
import { currencies } from '@/lib/catalogue/money';
import { packageIds, packages } from '@/lib/catalogue/packages';
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

/**
 * The catalogue (issue 37): per country (or one, `country`), each jurisdiction with its currency
 * and the services sold there, each with its three packages priced as `pricesIn` prices them.
 */
export const catalogueQuery = z.object({
  country: z.enum(countryCodes).optional().describe('ISO 3166-1 alpha-2; none: every country'),
});

const turnaroundSchema = priceSchema.shape.turnaround;
/** A price under its service and jurisdiction (which say the service and the currency). */
const offeringPriceSchema = priceSchema.omit({ service: true, currency: true });

export const catalogueSchema = z.object({
  packages: z.array(z.object({ id: z.enum(packageIds), turnaround: turnaroundSchema })),
  data: z.array(
    z.object({
      country: z.enum(countryCodes),
      jurisdiction: z.enum(jurisdictionIds),
      currency: z.enum(currencies),
      services: z.array(
        z.object({
          service: z.string(),
          entities: z.array(z.string()).nullable().describe('US entities offered, when limited'),
          prices: z.array(offeringPriceSchema),
        }),
      ),
    }),
  ),
});

export function catalogue(
  country?: (typeof countryCodes)[number],
): z.output<typeof catalogueSchema> {
  return {
    packages: packageIds.map((id) => ({ id, turnaround: packages[id].turnaround })),
    data: jurisdictionIds
      .filter((id) => !country || jurisdictions[id].countryCode === country)
      .map((id) => {
        const prices = pricesIn(id);
        return {
          country: jurisdictions[id].countryCode,
          jurisdiction: id,
          currency: jurisdictions[id].currency,
          services: offeringsIn(id).map((offering) => ({
            service: offering.service,
            entities: offering.entities ? [...offering.entities] : null,
            prices: prices
              .filter((p) => p.service === offering.service)
              .map((p) => offeringPriceSchema.parse(p)),
          })),
        };
      }),
  };
}

export const showCatalogue = endpoint({
  access: 'public',
  input: catalogueQuery,
  handle: async ({ input }) => catalogue(input.country),
});
