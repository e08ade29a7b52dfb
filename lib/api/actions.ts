'use server';

import type { ActionResult } from '@/lib/actions/result';
import type { ApiToken } from '@/lib/api/schemas';
import { customerFromSession } from '@/lib/commands/actor';
import { createApiToken } from '@/lib/commands/api/create-api-token';
import { revokeApiToken } from '@/lib/commands/api/revoke-api-token';
import { runCommand } from '@/lib/commands/run';

/** The customer makes a personal access token (/account/settings): its secret, shown once. */
export async function createApiTokenAction(
  raw: unknown,
): Promise<ActionResult<{ token: string; record: ApiToken }>> {
  return runCommand(createApiToken, await customerFromSession(), raw);
}

/** The customer revokes one of their tokens: the API answers 401 to it from now on. */
export async function revokeApiTokenAction(raw: unknown): Promise<ActionResult> {
  return runCommand(revokeApiToken, await customerFromSession(), raw);
}
