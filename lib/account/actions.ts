'use server';

import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { userAction } from '@/lib/actions/user-action';
import { customerFromSession } from '@/lib/commands/actor';
import { deleteDraft } from '@/lib/commands/account/delete-draft';
import { updateProfile } from '@/lib/commands/account/update-profile';
import { runCommand } from '@/lib/commands/run';
import { deleteAccount } from './deletion';
import { deleteAccountSchema } from './schemas';

/**
 * The customer's actions on their account (errors are keys of Account.errors). The forms that
 * carry files post to route handlers instead (app/api/account/applications/[reference]/*).
 */

export async function updateProfileAction(raw: unknown): Promise<ActionResult> {
  return runCommand(updateProfile, await customerFromSession(), raw);
}

export async function deleteDraftAction(raw: unknown): Promise<ActionResult> {
  return runCommand(deleteDraft, await customerFromSession(), raw);
}

/**
 * Not a command: the deletion runs on the database owner's connection (the auth user goes with
 * the data, as the auth server itself removes it) and, on hosted Supabase, finishes outside any
 * transaction through the Auth admin API, with leftovers retried (lib/account/deletion.ts).
 */
export async function deleteAccountAction(raw: unknown): Promise<ActionResult> {
  return userAction({
    name: 'account.delete',
    schema: deleteAccountSchema,
    // The typed address must be the account's own: a deletion is never one click away.
    authorise: (input, user) => input.email.toLowerCase() === user.email.toLowerCase(),
    handler: async (input, user) => {
      // Checked again against the database's copy of the address, in the deletion's transaction.
      const result = await deleteAccount(user.id, input.email);
      return result.ok ? succeed() : fail(result.reason);
    },
  })(raw);
}
