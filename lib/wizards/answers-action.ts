import 'server-only';
import { z } from 'zod';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { userAction } from '@/lib/actions/user-action';
import type { SignedInUser } from '@/lib/auth/current-user';
import type { Database } from '@/lib/db/database';
import { saveAnswers } from './drafts';
import { isFlowId, type FlowId } from './flows';
import { WIZARDS } from './registry';

/** What one autosave of a step may carry: an object of at most this many fields and characters. */
export const ANSWERS_MAX_FIELDS = 100;
export const ANSWERS_MAX_CHARS = 100_000;

const answers = z
  .record(z.string().max(100), z.unknown())
  .refine((v) => Object.keys(v).length <= ANSWERS_MAX_FIELDS, 'tooLarge')
  .refine((v) => JSON.stringify(v).length <= ANSWERS_MAX_CHARS, 'tooLarge');

export const saveAnswersInput = z.object({
  flow: z.custom<FlowId>(isFlowId, 'invalidRequest'),
  stepId: z.string().max(60),
  values: answers,
});

export type SavedAnswers = { applicationId: string; updatedAt: string };

/**
 * The autosave of a step in progress for a signed-in customer (saveAnswersAction in actions.ts):
 * parse (an object of bounded size) → authenticate → save as the user under RLS, unvalidated,
 * apart from the validated answers, without completing the step (lib/wizards/drafts.ts).
 * `identify` and `database` are for the tests.
 */
export function saveAnswersWith(
  options: { identify?: () => Promise<SignedInUser | null>; database?: Database } = {},
) {
  return userAction({
    name: 'wizards.saveAnswers',
    schema: saveAnswersInput,
    identify: options.identify,
    handler: async (input, user): Promise<ActionResult<SavedAnswers>> => {
      const result = await saveAnswers(
        user.id,
        WIZARDS[input.flow],
        input.stepId,
        input.values,
        options.database,
      );
      if (!result.ok) return fail(result.reason === 'tooLarge' ? 'tooLarge' : 'invalidRequest');
      return succeed({
        applicationId: result.application.id,
        updatedAt: result.application.updatedAt,
      });
    },
  });
}
