'use server';

import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession, customerFromSession, system } from '@/lib/commands/actor';
import { addCompany } from '@/lib/commands/companies/add-company';
import { markObligationFiledElsewhere } from '@/lib/commands/companies/mark-obligation-filed-elsewhere';
import { markObligationOrdered } from '@/lib/commands/companies/mark-obligation-ordered';
import { rotateCalendarFeed } from '@/lib/commands/companies/rotate-calendar-feed';
import { turnOffCalendarFeed } from '@/lib/commands/companies/turn-off-calendar-feed';
import { setCompanyReminders } from '@/lib/commands/companies/set-company-reminders';
import { setObligationReminders } from '@/lib/commands/companies/set-obligation-reminders';
import { undoObligationFiledElsewhere } from '@/lib/commands/companies/undo-obligation-filed-elsewhere';
import { proposeResolution } from '@/lib/commands/companies/propose-resolution';
import { recordMinutes } from '@/lib/commands/companies/record-minutes';
import { resendSigningLink } from '@/lib/commands/companies/resend-signing-link';
import { signResolution } from '@/lib/commands/companies/sign-resolution';
import { recordRegisterEntry } from '@/lib/commands/companies/record-register-entry';
import { recordFormedCompany } from '@/lib/commands/companies/record-formed-company';
import { updateCompany } from '@/lib/commands/companies/update-company';
import { verifyCompany } from '@/lib/commands/companies/verify-company';
import { runCommand } from '@/lib/commands/run';
import { createClient } from '@/lib/supabase/server';

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

/**
 * The owner, or staff (the admin company page), propose a resolution; each signatory is mailed
 * their own link. The role is read: staff may propose for any company.
 */
export async function proposeResolutionAction(
  raw: unknown,
): Promise<ActionResult<{ resolutionId: string }>> {
  return runCommand(proposeResolution, await actorFromSession(), raw);
}

/** The owner, or staff, mail a signatory who has not signed a fresh link (the company page). */
export async function resendSigningLinkAction(
  raw: unknown,
): Promise<ActionResult<{ expiresOn: string }>> {
  return runCommand(resendSigningLink, await actorFromSession(), raw);
}

/** The owner, or staff, record a meeting's minutes (the company page). */
export async function recordMinutesAction(
  raw: unknown,
): Promise<ActionResult<{ minutesId: string }>> {
  return runCommand(recordMinutes, await actorFromSession(), raw);
}

/**
 * A signatory signs through their link (/sign/<token>), signed in or not: the token is the proof.
 * The session on that browser, if any, is recorded beside the signature; it comes from the
 * request's cookies, never from what the browser sends.
 */
export async function signResolutionAction(
  raw: unknown,
): Promise<ActionResult<{ passed: boolean }>> {
  const input = typeof raw === 'object' && raw !== null ? raw : {};
  return runCommand(signResolution, system('signing_link'), {
    ...input,
    session: await signingSession(),
  });
}

/** Who is signed in on the signing browser, and their session, if anyone (no error if not). */
async function signingSession(): Promise<{ userId: string | null; sessionId: string | null }> {
  try {
    const supabase = await createClient();
    const { data } = (await supabase?.auth.getClaims()) ?? { data: null };
    const claims = data?.claims as { sub?: unknown; session_id?: unknown } | undefined;
    return {
      userId: typeof claims?.sub === 'string' ? claims.sub : null,
      sessionId: typeof claims?.session_id === 'string' ? claims.session_id.slice(0, 100) : null,
    };
  } catch {
    return { userId: null, sessionId: null };
  }
}
