'use server';

import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession, customerFromSession } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { markObligationFiledElsewhere } from '@/lib/commands/companies/mark-obligation-filed-elsewhere';
import { markObligationOrdered } from '@/lib/commands/companies/mark-obligation-ordered';
import { rotateCalendarFeed } from '@/lib/commands/companies/rotate-calendar-feed';
import { turnOffCalendarFeed } from '@/lib/commands/companies/turn-off-calendar-feed';
import { setCompanyReminders } from '@/lib/commands/companies/set-company-reminders';
import { setObligationReminders } from '@/lib/commands/companies/set-obligation-reminders';
import { undoObligationFiledElsewhere } from '@/lib/commands/companies/undo-obligation-filed-elsewhere';
import { recordRegisterEntry } from '@/lib/commands/companies/record-register-entry';
import { recordFormedCompany } from '@/lib/commands/companies/record-formed-company';
import { updateCompany } from '@/lib/commands/companies/update-company';
import { verifyCompany } from '@/lib/commands/companies/verify-company';
import { runCommand } from '@/lib/commands/run';

/** A customer adds a company formed elsewhere (/account/companies/new). */
export async function addCompanyAction(raw: unknown): Promise<ActionResult<{ companyId: string }>> {
  return runCommand(addCompany, await customerFromSession(), raw);
}

/** The owner, or staff, edit a company: the role is read, since staff may edit any. */
export async function updateCompanyAction(
  raw: unknown,
): Promise<ActionResult<{ companyId: string }>> {
  return runCommand(updateCompany, await actorFromSession(), raw);
}

/** Staff mark a company verified (/admin/companies). */
export async function verifyCompanyAction(raw: unknown): Promise<ActionResult> {
  return runCommand(verifyCompany, await actorFromSession(), raw);
}

/** Staff record the company a formation produced (the console's application page). */
export async function recordFormedCompanyAction(
  raw: unknown,
): Promise<ActionResult<{ companyId: string }>> {
  return runCommand(recordFormedCompany, await actorFromSession(), raw);
}

/** The owner marks an obligation filed elsewhere (the company page). */
export async function markObligationFiledElsewhereAction(raw: unknown): Promise<ActionResult> {
  return runCommand(markObligationFiledElsewhere, await customerFromSession(), raw);
}

/** The owner takes back "filed elsewhere". */
export async function undoObligationFiledElsewhereAction(raw: unknown): Promise<ActionResult> {
  return runCommand(undoObligationFiledElsewhere, await customerFromSession(), raw);
}

/** "File it for me": the obligation is recorded as ordered before the order's form opens. */
export async function markObligationOrderedAction(raw: unknown): Promise<ActionResult> {
  return runCommand(markObligationOrdered, await customerFromSession(), raw);
}

/** The owner switches one obligation's reminders. */
export async function setObligationRemindersAction(raw: unknown): Promise<ActionResult> {
  return runCommand(setObligationReminders, await customerFromSession(), raw);
}

/** The owner switches every reminder of a company. */
export async function setCompanyRemindersAction(raw: unknown): Promise<ActionResult> {
  return runCommand(setCompanyReminders, await customerFromSession(), raw);
}

/** The customer makes or rotates their calendar feed's secret URL (/account/calendar). */
export async function rotateCalendarFeedAction(
  raw: unknown,
): Promise<ActionResult<{ url: string }>> {
  return runCommand(rotateCalendarFeed, await customerFromSession(), raw);
}

/** The customer turns their calendar feed off. */
export async function turnOffCalendarFeedAction(raw: unknown): Promise<ActionResult> {
  return runCommand(turnOffCalendarFeed, await customerFromSession(), raw);
}

/** The owner, or staff, record a change in a company's statutory registers (the company page). */
export async function recordRegisterEntryAction(
  raw: unknown,
): Promise<ActionResult<{ entryId: string }>> {
  return runCommand(recordRegisterEntry, await actorFromSession(), raw);
}
