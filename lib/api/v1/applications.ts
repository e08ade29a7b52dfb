import 'server-only';
import { z } from 'zod';
import { getAccountApplication, getAccountOverview } from '@/lib/account/queries';
import type { AccountApplication, ApplicationSummary } from '@/lib/account/queries';
import { MAX_MESSAGE, MAX_REPLY_FILES } from '@/lib/account/schemas';
import { MAX_DOCUMENT_BYTES } from '@/lib/applications/document-limits';
import { EVENT_TYPES } from '@/lib/applications/events';
import { answerRequest } from '@/lib/commands/applications/answer-request';
import { runCommand } from '@/lib/commands/run';
import { APPLICATION_STATUSES } from '@/lib/applications/status';
import { currencies } from '@/lib/catalogue/money';
import type { Database } from '@/lib/db/database';
import { PAYMENT_STATUSES } from '@/lib/payments/payment';
import {
  ApiError,
  commandError,
  endpoint,
  pageQuery,
  paginate,
  tokenCaller,
  type TokenCaller,
} from './http';
import { receiptLink } from './receipts';

/**
 * The token owner's applications: the account page's own queries (`getAccountOverview`,
 * `getAccountApplication`: their rows only, the customer-visible events only).
 */

const money = z.object({
  amount: z.number().int().describe('Integer minor units (cents, kobo, pence)'),
  currency: z.enum(currencies),
});

export const applicationSummarySchema = z.object({
  reference: z.string(),
  service: z.string(),
  country: z.string(),
  package: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
  due_on: z.iso.date().nullable(),
  total: money.nullable(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
});

export const applicationSchema = applicationSummarySchema
  .omit({ updated_at: true, payment_status: true })
  .extend({
    timeline: z.array(
      z.object({
        type: z.enum(EVENT_TYPES),
        from_status: z.enum(APPLICATION_STATUSES).nullable(),
        to_status: z.enum(APPLICATION_STATUSES).nullable(),
        note: z.string().nullable(),
        at: z.iso.datetime(),
      }),
    ),
    payments: z.array(
      z.object({
        id: z.uuid(),
        method: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        amount: z.number().int(),
        currency: z.enum(currencies),
        amount_received: z.number().int().nullable(),
        payment_reference: z.string(),
        created_at: z.iso.datetime(),
        receipt_number: z.string().nullable(),
        receipt_url: z
          .url()
          .nullable()
          .describe(
            'The receipt PDF: a signed link that works without a session until receipt_expires_at; send no Authorization header',
          ),
        receipt_expires_at: z.iso.datetime().nullable(),
      }),
    ),
  });

const toSummary = (a: ApplicationSummary): z.output<typeof applicationSummarySchema> => ({
  reference: a.reference,
  service: a.service,
  country: a.country,
  package: a.package,
  status: a.status,
  submitted_at: a.submittedAt,
  updated_at: a.updatedAt,
  due_on: a.dueOn,
  total: a.total !== null && a.currency ? { amount: a.total, currency: a.currency } : null,
  payment_status: a.payment,
});

/** The token and the time that sign the receipts' links (signed-links.ts). */
export type LinkSigner = { tokenId: string; now: number };

export const toApplication = (
  a: AccountApplication,
  signer: LinkSigner,
): z.output<typeof applicationSchema> => ({
  reference: a.reference,
  service: a.service,
  country: a.country,
  package: a.package,
  status: a.status,
  submitted_at: a.submittedAt,
  due_on: a.dueOn,
  total: a.quote ? { amount: a.quote.total, currency: a.quote.currency } : null,
  timeline: a.events.map((e) => ({
    type: e.type,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    note: e.note,
    at: e.createdAt,
  })),
  payments: a.payments.map((p) => {
    const receipt = p.receiptNumber ? receiptLink(p.id, signer.tokenId, signer.now) : null;
    return {
      id: p.id,
      method: p.method,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      amount_received: p.amountReceived,
      payment_reference: p.paymentReference,
      created_at: p.createdAt,
      receipt_number: p.receiptNumber,
      receipt_url: receipt?.url ?? null,
      receipt_expires_at: receipt?.expiresAt ?? null,
    };
  }),
});

/** The owner's submitted applications, newest activity first. */
export async function ownApplications(userId: string, database?: Database) {
  const { applications } = await getAccountOverview(userId, database);
  return applications.map(toSummary);
}

/**
 * One of the owner's applications by reference, with its timeline and payments, each receipt
 * linked for the token that asked (signed, 15 minutes).
 */
export async function ownApplication(
  userId: string,
  reference: string,
  signer: LinkSigner,
  database?: Database,
) {
  const found = await getAccountApplication(userId, reference, database);
  if (!found) throw new ApiError('not_found', 'No such application among yours.');
  return toApplication(found, signer);
}

export const listApplications = endpoint({
  access: 'read',
  input: pageQuery,
  handle: async ({ input, caller, deps }) =>
    paginate(
      await ownApplications(tokenCaller(caller).holder.user.id, deps.database),
      (a) => a.reference,
      input,
    ),
});

export const showApplication = endpoint({
  access: 'read',
  input: z.object({}).loose(),
  handle: async ({ caller, params, deps }) => {
    const { holder } = tokenCaller(caller);
    return ownApplication(
      holder.user.id,
      params.reference ?? '',
      { tokenId: holder.tokenId, now: deps.now ?? Date.now() },
      deps.database,
    );
  },
});

/** Base64 of at most MAX_DOCUMENT_BYTES (the web's own limit, checked again on the bytes). */
const MAX_BASE64 = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4;

export const answerRequestSchema = z.object({
  message: z.string().trim().min(1).max(MAX_MESSAGE).describe('The answer to staff'),
  files: z
    .array(
      z.object({
        name: z.string().min(1).max(200),
        content_base64: z
          .base64()
          .max(MAX_BASE64)
          .describe('A PDF, JPEG or PNG of at most 5 MB, base64-encoded'),
      }),
    )
    .max(MAX_REPLY_FILES)
    .default([]),
});

export const answerSchema = z.object({
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});

/**
 * The owner answers staff's request for information: the account page's own command
 * (`answerRequest`: the files checked by their bytes, the application back to in review, staff
 * mailed). Needs a read_order token (it acts); refusals are the command's (`notAwaiting`: 409).
 */
export async function answerOwnApplication(
  caller: TokenCaller,
  reference: string,
  input: z.output<typeof answerRequestSchema>,
  database?: Database,
): Promise<z.output<typeof answerSchema>> {
  const files = input.files.map((f) => new File([Buffer.from(f.content_base64, 'base64')], f.name));
  const result = await runCommand(
    answerRequest,
    caller.actor,
    { reference, message: input.message, files },
    { database },
  );
  if (!result.ok) throw commandError(result);
  const found = await getAccountApplication(caller.holder.user.id, reference, database);
  if (!found) throw new ApiError('not_found', 'No such application among yours.');
  return { reference: found.reference, status: found.status };
}

export const answerApplication = endpoint({
  access: 'read_order',
  input: answerRequestSchema,
  handle: async ({ caller, params, input, deps }) =>
    answerOwnApplication(tokenCaller(caller), params.reference ?? '', input, deps.database),
});
