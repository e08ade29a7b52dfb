'use server';

import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession, customerFromSession } from '@/lib/commands/actor';
import { runCommand } from '@/lib/commands/run';
import { cancelSubscription } from '@/lib/commands/subscriptions/cancel-subscription';
import { orderSubscription } from '@/lib/commands/subscriptions/order-subscription';

/** The owner orders a yearly service for their company (the company page); then pays it. */
export async function orderSubscriptionAction(
  raw: unknown,
): Promise<ActionResult<{ applicationId: string; reference: string }>> {
  return runCommand(orderSubscription, await customerFromSession(), raw);
}

/** Cancel in one click: the owner, or staff for them (the role is read). */
export async function cancelSubscriptionAction(
  raw: unknown,
): Promise<ActionResult<{ endsOn: string }>> {
  return runCommand(cancelSubscription, await actorFromSession(), raw);
}
