import { z } from 'zod';
import { LETTER_CATEGORIES, OFFICE_COUNTRIES } from './rules';

/**
 * What the virtual-office and mailroom forms send (issue 34). Messages are keys of
 * `Mailroom.errors`.
 */
const id = z.string().uuid('invalidRequest');
const text = (max: number, key = 'required') =>
  z.string({ error: key }).trim().min(1, key).max(max, 'tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((v) => (v ? v : null));

export const addressFields = {
  country: z.enum(OFFICE_COUNTRIES, { error: 'chooseCountry' }),
  line1: text(200),
  line2: optionalText(200),
  city: text(100),
  postcode: optionalText(20),
  notes: optionalText(1000),
};

export const addAddressSchema = z.object(addressFields);
export const updateAddressSchema = z.object({ addressId: id, ...addressFields });
export const retireAddressSchema = z.object({ addressId: id });

export const assignAddressSchema = z.object({
  subscriptionId: id,
  addressId: z.string({ error: 'chooseAddress' }).uuid('chooseAddress'),
});

export const recordLetterSchema = z.object({
  subscriptionId: z.string({ error: 'chooseSubscription' }).uuid('chooseSubscription'),
  sender: text(200),
  receivedOn: z.iso.date('invalidDate'),
  category: z.enum(LETTER_CATEGORIES, { error: 'chooseCategory' }),
  file: z.custom<Blob>(
    (value) => typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0,
    'fileRequired',
  ),
});

export const requestLetterSchema = z.discriminatedUnion(
  'request',
  [
    z.object({
      letterId: id,
      request: z.literal('forward'),
      forwardTo: text(500, 'addressRequired'),
    }),
    z.object({ letterId: id, request: z.literal('shred') }),
  ],
  { error: 'invalidRequest' },
);

export const completeRequestSchema = z.object({
  letterId: id,
  note: optionalText(500),
});
