import 'server-only';
import { after } from 'next/server';
import { z } from 'zod';
import { fail, retryAfterMinutes, succeed, type ActionResult } from '@/lib/actions/result';
import { userAction } from '@/lib/actions/user-action';
import type { SignedInUser } from '@/lib/auth/current-user';
import { positiveInt } from '@/lib/config/env';
import { siteOrigin } from '@/lib/config/site';
import type { Database } from '@/lib/db/database';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { sendMail } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { createSharedRateLimiter } from '@/lib/security/shared-rate-limit';
import { paths } from '@/lib/site/paths';
import { fieldErrorsOf } from '@/lib/validation/issues';
import { submitApplication } from './drafts';
import { isFlowId, type FlowId } from './flows';
import { WIZARDS } from './registry';

const submitInput = z.object({
  flow: z.custom<FlowId>(isFlowId, 'invalidRequest'),
  applicationId: z.string().uuid().optional(),
  data: z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length < 200_000, 'tooLarge'),
  locale: z.enum(locales).default(defaultLocale),
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

/**
 * Submits an application (submitApplicationAction in actions.ts): parse → authenticate → limit per
 * account → authorise (the draft, if named, must be the caller's: RLS plus an owner check) →
 * re-validate everything and store it as submitted → mail the confirmation → return the reference.
 * `identify` and `database` are for the tests.
 */
export function submitWith(options: { identify?: () => Promise<SignedInUser | null>; database?: Database } = {}) {
  const limiter = submissionLimiter(options.database);
  return userAction({
    name: 'wizards.submit',
    schema: submitInput,
    identify: options.identify,
    handler: async (input, user): Promise<ActionResult<{ reference: string; applicationId: string }>> => {
      const decision = await limiter.consume(user.id);
      if (!decision.allowed)
        return fail('submitRateLimited', { minutes: retryAfterMinutes(decision.retryAfterSeconds) }, { retryAfterSeconds: decision.retryAfterSeconds });
      const result = await submitApplication(user.id, WIZARDS[input.flow], { applicationId: input.applicationId, data: input.data }, options.database);
      if (!result.ok) {
        if (result.reason === 'invalid') return fail('invalidStep', { step: result.stepId }, { fieldErrors: fieldErrorsOf(result.issues) });
        return fail(result.reason);
      }
      const reference = result.application.reference!;
      const path = `${localisedPath(paths.submitted, input.locale)}?ref=${encodeURIComponent(reference)}`;
      // The account's address; the validated submitter's e-mail if the token carries none.
      const to = user.email || String(result.application.data.submitterEmail ?? result.application.data.contactEmail ?? '');
      const mail = renderMail('applicationReceived', { to, locale: input.locale }, { reference, url: `${siteOrigin()}${path}` });
      // Sent once the response has gone: the customer does not wait on the mail server. The
      // application is stored either way; a failed mail is logged for staff, not shown.
      after(async () => {
        try {
          await sendMail(mail);
        } catch (error) {
          console.error('[wizards] confirmation mail failed', error);
        }
      });
      // No revalidatePath: nothing the server caches shows applications (the account pages are
      // rendered per request), and revalidating in an action makes Next re-render the calling
      // page into the response (about 41 kB of RSC payload, rendered and gzipped per submit).
      return succeed({ reference, applicationId: result.application.id });
    },
  });
}
