'use server';

import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession } from '@/lib/commands/actor';
import { retryJob } from '@/lib/commands/jobs/retry-job';
import { runCommand } from '@/lib/commands/run';

/** Staff run a failed job again (/admin/system). */
export async function retryJobAction(raw: unknown): Promise<ActionResult> {
  return runCommand(retryJob, await actorFromSession(), raw);
}
