'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession, customerFromSession } from '@/lib/commands/actor';
import { acceptQuote } from '@/lib/commands/quotes/accept-quote';
import { requestQuote } from '@/lib/commands/quotes/request-quote';
import { sendQuote } from '@/lib/commands/quotes/send-quote';
import { runCommand } from '@/lib/commands/run';

/**
 * The quoted services' server actions: callers of lib/commands/quotes. Each is a public endpoint:
 * the command validates the input with zod, identifies the caller and checks their role (staff
 * read from the database) and row-level security decides the rest.
 */

export async function requestQuoteAction(
  raw: unknown,
): Promise<ActionResult<{ id: string; reference: string }>> {
  return runCommand(requestQuote, await customerFromSession(), raw);
}

export async function acceptQuoteAction(
  raw: unknown,
): Promise<ActionResult<{ reference: string }>> {
  const result = await runCommand(acceptQuote, await customerFromSession(), raw);
  if (result.ok) revalidatePath('/[locale]/account', 'layout');
  return result;
}

export async function sendQuoteAction(raw: unknown): Promise<ActionResult<{ quoteId: string }>> {
  return runCommand(sendQuote, await actorFromSession(), raw);
}
