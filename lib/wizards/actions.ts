'use server';

import { z } from 'zod';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { getDraft } from '@/lib/applications/queries';
import { userAction } from '@/lib/actions/user-action';
import { customerFromSession } from '@/lib/commands/actor';
import { submitApplication } from '@/lib/commands/applications/submit-application';
import { runCommand } from '@/lib/commands/run';
import { backendMode } from '@/lib/config/backend';
import { fieldErrorsOf } from '@/lib/validation/issues';
import { saveAnswersWith, type SavedAnswers } from './answers-action';
import { saveStep } from './drafts';
import { isFlowId, type FlowId } from './flows';
import { WIZARDS } from './registry';
import type { DraftData } from './steps';

const flowField = z.custom<FlowId>(isFlowId, 'invalidRequest');
const dataField = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length < 200_000, 'tooLarge');

/** Saves one step on the server (signed-in users); the server refuses to skip steps. */
export async function saveStepAction(
  raw: unknown,
): Promise<ActionResult<{ applicationId: string; lastCompletedStep: number; updatedAt: string }>> {
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
      if (result.reason === 'invalid')
        return fail('fixErrors', undefined, { fieldErrors: fieldErrorsOf(result.issues) });
      return fail('invalidRequest');
    },
  })(raw);
}

/** Saves what is typed in a step so far (autosave), without completing it: see answers-action.ts. */
export async function saveAnswersAction(raw: unknown): Promise<ActionResult<SavedAnswers>> {
  return saveAnswersWith()(raw);
}

export type ServerDraft = {
  data: DraftData;
  pendingAnswers: DraftData;
  lastCompletedStep: number;
  applicationId: string;
  updatedAt: string;
};

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

/** Submits an application: lib/commands/applications/submit-application.ts (limited per account). */
export async function submitApplicationAction(
  raw: unknown,
): Promise<ActionResult<{ reference: string; applicationId: string }>> {
  if (backendMode() === 'off') return fail('backendOff');
  return runCommand(submitApplication, await customerFromSession(), raw);
}
