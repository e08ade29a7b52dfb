'use server';

import { after } from 'next/server';
import { z } from 'zod';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { getDraft } from '@/lib/applications/queries';
import { userAction } from '@/lib/actions/user-action';
import { backendMode } from '@/lib/config/backend';
import { siteOrigin } from '@/lib/config/site';
import { paths } from '@/lib/site/paths';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { sendMail } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { fieldErrorsOf } from '@/lib/validation/issues';
import { saveAnswersWith, type SavedAnswers } from './answers-action';
import { saveStep, submitApplication } from './drafts';
import { isFlowId, type FlowId } from './flows';
import { WIZARDS } from './registry';
import type { DraftData } from './steps';

const flowField = z.custom<FlowId>(isFlowId, 'invalidRequest');
const dataField = z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length < 200_000, 'tooLarge');

/** Saves one step on the server (signed-in users); the server refuses to skip steps. */
export async function saveStepAction(raw: unknown): Promise<ActionResult<{ applicationId: string; lastCompletedStep: number; updatedAt: string }>> {
  return userAction({
    name: 'wizards.saveStep',
    schema: z.object({ flow: flowField, stepId: z.string().max(60), values: dataField }),
    handler: async (input, user) => {
      const result = await saveStep(user.id, WIZARDS[input.flow], input.stepId, input.values);
      if (result.ok) {
        const { id, lastCompletedStep, updatedAt } = result.application;
        return succeed({ applicationId: id, lastCompletedStep, updatedAt });
      }
      if (result.reason === 'skipped') return fail('stepSkipped');
      if (result.reason === 'invalid') return fail('fixErrors', undefined, { fieldErrors: fieldErrorsOf(result.issues) });
      return fail('invalidRequest');
    },
  })(raw);
}

/** Saves what is typed in a step so far (autosave), without completing it: see answers-action.ts. */
export async function saveAnswersAction(raw: unknown): Promise<ActionResult<SavedAnswers>> {
  return saveAnswersWith()(raw);
}

export type ServerDraft = { data: DraftData; pendingAnswers: DraftData; lastCompletedStep: number; applicationId: string; updatedAt: string };

/** The signed-in user's server draft of a wizard (to restore it on another device). */
export async function loadDraftAction(raw: unknown): Promise<ActionResult<ServerDraft | null>> {
  return userAction({
    name: 'wizards.loadDraft',
    schema: z.object({ flow: flowField }),
    handler: async (input, user) => {
      const draft = await getDraft(user.id, input.flow);
      if (!draft) return succeed(null);
      const { data, pendingAnswers, lastCompletedStep, id, updatedAt } = draft;
      return succeed({ data, pendingAnswers, lastCompletedStep, applicationId: id, updatedAt });
    },
  })(raw);
}

/**
 * Submits an application: parse → authenticate → authorise (the draft, if named, must be the
 * caller's: RLS plus an owner check) → re-validate everything and store it as submitted → mail
 * the confirmation → return the reference.
 */
export async function submitApplicationAction(raw: unknown): Promise<ActionResult<{ reference: string; applicationId: string }>> {
  if (backendMode() === 'off') return fail('backendOff');
  return userAction({
    name: 'wizards.submit',
    schema: z.object({ flow: flowField, applicationId: z.string().uuid().optional(), data: dataField, locale: z.enum(locales).default(defaultLocale) }),
    handler: async (input, user) => {
      const result = await submitApplication(user.id, WIZARDS[input.flow], { applicationId: input.applicationId, data: input.data });
      if (!result.ok) {
        if (result.reason === 'invalid') return fail('invalidStep', { step: result.stepId }, { fieldErrors: fieldErrorsOf(result.issues) });
        return fail(result.reason);
      }
      const reference = result.application.reference!;
      const path = getPathname({ href: { pathname: paths.submitted, query: { ref: reference } }, locale: input.locale });
      // The account's address; the validated submitter's e-mail if the token carries none.
      const to = user.email || String(result.application.data.submitterEmail ?? result.application.data.contactEmail ?? '');
      const mail = renderMail(
        'applicationReceived',
        { to, locale: input.locale },
        { reference, url: `${siteOrigin()}${path}` },
      );
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
  })(raw);
}
