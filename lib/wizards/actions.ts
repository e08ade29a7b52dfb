'use server';

import { after } from 'next/server';
import { z } from 'zod';
import { sendMail } from '@/lib/mail/mailer';
import { backendMode } from '@/lib/supabase/config';
import { siteConfig } from '@/lib/site/config';
import { recordPayment } from '@/lib/payments/queries';
import { choosePaymentSchema } from '@/lib/payments/schemas';
import { defineAction, fieldErrorsFrom, type ActionResult } from './action-wrapper';
import { WIZARDS, isFlowId } from './definitions/registry';
import { getDraft, saveStep, submitApplication } from './queries';
import type { DraftData } from './steps';

const flowField = z.string().refine(isFlowId, 'invalidRequest');
const dataField = z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length < 200_000, 'tooLarge');

/** Saves one step on the server (signed-in users); the server refuses to skip steps. */
export async function saveStepAction(raw: unknown): Promise<ActionResult<{ applicationId: string; lastCompletedStep: number }>> {
  return defineAction({
    schema: z.object({ flow: flowField, stepId: z.string().max(60), values: dataField }),
    handler: async (input, user) => {
      const definition = WIZARDS[input.flow as keyof typeof WIZARDS];
      const result = await saveStep(user.id, definition, input.stepId, input.values);
      if (result.ok) return { ok: true, data: { applicationId: result.application.id, lastCompletedStep: result.application.last_completed_step } };
      if (result.reason === 'skipped') return { ok: false, formError: 'stepSkipped' };
      if (result.reason === 'invalid') return { ok: false, formError: 'fixErrors', fieldErrors: fieldErrorsFrom(result.issues) };
      return { ok: false, formError: 'invalidRequest' };
    },
  })(raw);
}

/** The signed-in user's server draft of a wizard (to restore it on another device). */
export async function loadDraftAction(raw: unknown): Promise<ActionResult<{ data: DraftData; lastCompletedStep: number; applicationId: string } | null>> {
  return defineAction({
    schema: z.object({ flow: flowField }),
    handler: async (input, user) => {
      const draft = await getDraft(user.id, input.flow);
      return { ok: true, data: draft ? { data: draft.data, lastCompletedStep: draft.last_completed_step, applicationId: draft.id } : null };
    },
  })(raw);
}

/**
 * Submits an application: parse → authenticate → authorise (the draft, if named, must be the
 * caller's: RLS plus an owner check) → re-validate everything and store it as submitted → mail
 * the confirmation → return the reference.
 */
export async function submitApplicationAction(raw: unknown): Promise<ActionResult<{ reference: string; applicationId: string }>> {
  if (backendMode() === 'off') return { ok: false, formError: 'backendOff' };
  return defineAction({
    schema: z.object({ flow: flowField, applicationId: z.string().uuid().optional(), data: dataField, locale: z.enum(['en', 'fr']).default('en') }),
    handler: async (input, user) => {
      const definition = WIZARDS[input.flow as keyof typeof WIZARDS];
      const result = await submitApplication(user.id, definition, { applicationId: input.applicationId, data: input.data });
      if (!result.ok) {
        if (result.reason === 'invalid')
          return { ok: false, formError: `invalidStep|${JSON.stringify({ step: result.stepId })}`, fieldErrors: fieldErrorsFrom(result.issues) };
        return { ok: false, formError: result.reason };
      }
      const reference = result.application.reference!;
      const mail = confirmationMail(user.email || String(input.data.submitterEmail ?? ''), reference, input.locale);
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
      return { ok: true, data: { reference, applicationId: result.application.id } };
    },
  })(raw);
}

function confirmationMail(to: string, reference: string, locale: 'en' | 'fr') {
  const url = `${siteConfig.url}${locale === 'fr' ? '/fr' : ''}/application-submitted?ref=${encodeURIComponent(reference)}`;
  if (locale === 'fr')
    return {
      to,
      subject: `Demande ${reference} reçue`,
      text: `Bonjour,\n\nNous avons bien reçu votre demande ${reference}. Nous la vérifions et vous écrirons si nous avons besoin d'autre chose.\n\nSuivi et paiement : ${url}\n\n${siteConfig.name}`,
    };
  return {
    to,
    subject: `Application ${reference} received`,
    text: `Hello,\n\nWe have received your application ${reference}. We are checking it and will write if we need anything else.\n\nTrack it and pay: ${url}\n\n${siteConfig.name}`,
  };
}

/** Records the customer's payment method for one of their submitted applications as pending. */
export async function choosePaymentAction(raw: unknown): Promise<ActionResult<{ paymentReference: string; method: string }>> {
  return defineAction({
    schema: choosePaymentSchema,
    handler: async (input, user) => {
      const result = await recordPayment(user.id, input);
      if (!result.ok) return { ok: false, formError: result.reason };
      return { ok: true, data: { paymentReference: result.payment.payment_reference, method: result.payment.method } };
    },
  })(raw);
}
