import { z } from 'zod';
import { internationalAddress, ukAddress } from '@/lib/validation/address';
import { emailField } from '@/lib/validation/email';
import { phoneField } from '@/lib/validation/phone';
import { ALWAYS, requiredText, str } from '@/lib/validation/text';
import { defineWizard } from '../../steps';
import {
  trademarkClassesStep,
  trademarkDetailsStep,
  trademarkMarkStep,
  trademarkQuoteOptions,
} from '../trademark-shared';

export {
  trademarkClasses,
  TRADEMARK_LIMITS as UK_TRADEMARK_LIMITS,
  withinPriorityPeriod,
} from '../trademark-shared';

/**
 * United Kingdom: a trade mark application to the UKIPO (form TM3, filed online). Fees are the
 * catalogue's (lib/catalogue/government-fees.ts: £205 with one class, £60 each further class
 * since 1 Apr 2026 [S75]). Rules cite docs/sources.md (notes §4.3, updates 2026-11-25). The
 * mark, the classes and the details (priority, TM3's declaration of use, who files) are the steps
 * every national trade mark shares (../trademark-shared.ts); the owner's step is the UK's own,
 * with an address for service in the UK for an owner abroad.
 */

const OWNER_TYPES = ['individual', 'company'] as const;

/** True when the owner's address is outside the UK: the UKIPO then needs a UK address for service (notes §updates, UNC). */
function ownerAbroad(address: unknown): boolean {
  const country = str((address as { country?: unknown } | undefined)?.country);
  return country !== '' && country !== 'GB';
}

const owner = z
  .object({
    ownerType: z.enum(OWNER_TYPES, { error: 'required' }),
    ownerName: requiredText(160),
    ownerAddress: internationalAddress,
    addressForService: z.unknown().optional(),
    ownerEmail: emailField(),
    ownerPhone: phoneField('GB'),
  })
  .superRefine((v, ctx) => {
    if (!ownerAbroad(v.ownerAddress)) return;
    const service = ukAddress.safeParse(v.addressForService ?? {});
    if (!service.success)
      for (const issue of service.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['addressForService', ...issue.path.map(String)],
          message: issue.message,
        });
  }, ALWAYS);

export const ukTrademark = defineWizard(
  'uk-trademark',
  {
    owner: {
      schema: owner,
      fields: [
        { name: 'ownerType', kind: 'radio', options: OWNER_TYPES },
        { name: 'ownerName', kind: 'text', autoComplete: 'organization' },
        { name: 'ownerAddress', kind: 'address', country: 'INTL' },
        {
          name: 'addressForService',
          kind: 'address',
          country: 'GB',
          showIf: { field: 'ownerAddress.country', notEquals: 'GB' },
        },
        { name: 'ownerEmail', kind: 'email' },
        { name: 'ownerPhone', kind: 'phone' },
      ],
    },
    mark: trademarkMarkStep,
    classes: trademarkClassesStep,
    details: trademarkDetailsStep('GB'),
  },
  // The UKIPO charges by class: the first is in the application fee, each further one extra.
  { quoteOptions: trademarkQuoteOptions },
);
