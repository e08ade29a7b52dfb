import 'server-only';
import { z } from 'zod';
import { fail, retryAfterMinutes, succeed, type ActionResult } from '@/lib/actions/result';
import { findCustomerContact } from '@/lib/applications/notify';
import type { Application } from '@/lib/applications/queries';
import type { SignedInUser } from '@/lib/auth/current-user';
import { formatMoney } from '@/lib/catalogue/money';
import { positiveInt } from '@/lib/config/env';
import { siteOrigin } from '@/lib/config/site';
import type { Database } from '@/lib/db/database';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { enqueueMail } from '@/lib/jobs/enqueue';
import type { MailMessage } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { createSharedRateLimiter } from '@/lib/security/shared-rate-limit';
import { paths } from '@/lib/site/paths';
import { fieldErrorsOf } from '@/lib/validation/issues';
import { isCompanyLink, type CompanyLink } from '@/lib/wizards/company-link';
import { submitIn } from '@/lib/wizards/drafts';
import { isFlowId, type FlowId } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';
import { linkOrderToObligation } from '../companies/link-order';
import { customersOnly, defineCommand } from '../run';

const submitInput = z.object({
  flow: z.custom<FlowId>(isFlowId, 'invalidRequest'),
  applicationId: z.string().uuid().optional(),
  data: z
    .record(z.string(), z.unknown())
    .refine((v) => JSON.stringify(v).length < 200_000, 'tooLarge'),
  locale: z.enum(locales).default(defaultLocale),
  // The browser draft's token, with which its files were uploaded before sign-in.
  uploadToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,128}$/)
    .optional(),
  // From a company's "File it for me": the obligation this order files (checked at submission).
  companyLink: z.custom<CompanyLink>(isCompanyLink, 'invalidRequest').optional(),
});

/**
 * Submissions per account: 5 in 10 minutes (SUBMISSIONS_RATE_LIMIT, SUBMISSIONS_RATE_WINDOW_SECONDS).
 * Each submission takes a reference and sends a mail; a founder files one or two at a time. Kept
 * in Postgres, so every instance counts together.
 */
function submissionLimiter(database?: Database) {
  return createSharedRateLimiter({
    name: 'submit',
    limit: positiveInt(process.env.SUBMISSIONS_RATE_LIMIT, 5),
    windowMs: positiveInt(process.env.SUBMISSIONS_RATE_WINDOW_SECONDS, 600) * 1000,
    database,
  });
}

/** The "application received" mail, in the customer's language, to their account's address. */
function receivedMail(application: Application, user: SignedInUser, locale: Locale): MailMessage {
  const reference = application.reference!;
  const quote = application.quote;
  const path = `${localisedPath(paths.submitted, locale)}?ref=${encodeURIComponent(reference)}`;
  // The account's address; the validated submitter's e-mail if the token carries none.
  const to =
    user.email || String(application.data.submitterEmail ?? application.data.contactEmail ?? '');
  return renderMail(
    'applicationReceived',
    { to, locale },
    {
      reference,
      url: `${siteOrigin()}${path}`,
      amountDue: quote ? formatMoney(quote.total, quote.currency, locale) : null,
    },
  );
}

/**
 * A customer submits their application (submitApplicationAction, from the wizard's review):
 * limited per account → in one transaction as them, the draft (if named, theirs: RLS plus an owner
 * check) re-validated and stored as submitted with its quote frozen (lib/wizards/drafts.ts), linked
 * to the company obligation a "File it for me" link named if it is theirs (../companies/
 * link-order.ts), and the confirmation mail enqueued → the reference. The customer's own record of it is the timeline's
 * `created` event; the audit log is staff's and the system's.
 */
export const submitApplication = defineCommand({
  name: 'applications.submit',
  schema: submitInput,
  allowed: customersOnly,
  prepare: async (_input, actor, deps): Promise<ActionResult<undefined>> => {
    const decision = await submissionLimiter(deps.database).consume(
      actor.kind === 'customer' ? actor.user.id : '',
    );
    if (!decision.allowed)
      return fail(
        'submitRateLimited',
        { minutes: retryAfterMinutes(decision.retryAfterSeconds) },
        { retryAfterSeconds: decision.retryAfterSeconds },
      );
    return succeed(undefined);
  },
  run: async (
    input,
    actor,
    tx,
  ): Promise<ActionResult<{ reference: string; applicationId: string }>> => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const result = await submitIn(tx, actor.user.id, WIZARDS[input.flow], {
      applicationId: input.applicationId,
      data: input.data,
      uploadToken: input.uploadToken,
    });
    if (!result.ok) {
      if (result.reason === 'invalid')
        return fail(
          'invalidStep',
          { step: result.stepId },
          { fieldErrors: fieldErrorsOf(result.issues) },
        );
      return fail(result.reason);
    }
    const { application } = result;
    if (input.companyLink)
      await linkOrderToObligation(tx, actor, input.companyLink, {
        flow: input.flow,
        applicationId: application.id,
      });
    // The confirmation is a job in the submission's transaction: sent after the commit (the
    // customer does not wait on the mail server), retried if it fails, never lost to a crash
    // after the acknowledgement; keyed by the application, so sent once. In the customer's
    // chosen language (their profile), whatever page they submitted from.
    const contact = await findCustomerContact(tx, application.id);
    await enqueueMail(
      tx,
      `mail:application-received:${application.id}`,
      receivedMail(application, actor.user, contact?.locale ?? input.locale),
    );
    // No revalidatePath: nothing the server caches shows applications (the account pages are
    // rendered per request), and revalidating in an action makes Next re-render the calling
    // page into the response (about 41 kB of RSC payload, rendered and gzipped per submit).
    return succeed({ reference: application.reference!, applicationId: application.id });
  },
});
