import { z } from 'zod';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { dateField } from '@/lib/validation/dates';
import { isUuid } from '@/lib/validation/ids';
import { nameText } from '@/lib/validation/text';
import { sameName, type Registers } from './registers';
import { signatoriesOf, type ResolutionBody, type ResolutionData } from './resolutions';

/**
 * Minutes of a board or members' meeting (issue 34), generated from the registers on the day it
 * was held: who could attend (the directors in office, or the members), who did, the chair (a
 * director), whether a quorum was present, and the resolutions passed at it. Pure; messages are
 * keys of `Boardroom.errors`. The content is frozen when recorded: a later change in the registers
 * does not rewrite what the meeting was.
 *
 * Quorum (checked 2026-11-28): two, or one where the company has a single director or member.
 * - a directors' meeting: UK model articles for private companies art. 11(2), "never less than
 *   two, and unless otherwise fixed it is two", and art. 7(2), a sole director decides alone
 *   [S470];
 * - a members' meeting: UK Companies Act 2006 s.318, two qualifying persons, one in a company
 *   with a single member [S471] (UNCONFIRMED by a text seen here);
 * - Nigeria and Ghana: the company's articles fix it; we apply the same default [S472]
 *   (UNCONFIRMED).
 * A company's own articles may fix a higher quorum: the minutes state the default.
 */

export const MEETING_BODIES = ['board', 'members'] as const;

export const recordMinutesSchema = z
  .object({
    companyId: z.string().refine(isUuid, 'required'),
    body: z.enum(MEETING_BODIES),
    heldOn: dateField,
    /** Held by video (no place), or at `place`. */
    byVideo: z.boolean().default(false),
    place: z.string().trim().max(300, 'tooLong').default(''),
    chair: nameText(200),
    /** Who attended, by name as the registers have them (the chair among them). */
    attendees: z.array(z.string().trim().min(1).max(200)).min(1, 'required').max(50),
    /** The company's resolutions passed at the meeting. */
    resolutionIds: z.array(z.string().refine(isUuid, 'required')).max(20).default([]),
    locale: z.enum(locales).catch(defaultLocale).default(defaultLocale),
  })
  .refine((v) => v.byVideo || v.place.length >= 2, { path: ['place'], message: 'required' });
export type RecordMinutesInput = z.output<typeof recordMinutesSchema>;

/** A resolution as the minutes record it: frozen at the meeting. */
export type MinutedResolution = { id: string; data: ResolutionData; resolvedOn: string };

/** What the minutes say: stored as `company_minutes.data`, read back by the PDF. */
export type MinutesContent = {
  body: ResolutionBody;
  heldOn: string;
  venue: { kind: 'video' } | { kind: 'place'; place: string };
  chair: string;
  /** Everyone who could attend (the register that day), and who did. */
  entitled: string[];
  attendees: string[];
  absent: string[];
  quorum: { required: number; present: number };
  resolutions: MinutedResolution[];
};

export const minutesContentSchema = z.object({
  body: z.enum(MEETING_BODIES),
  heldOn: z.string(),
  venue: z.union([
    z.object({ kind: z.literal('video') }),
    z.object({ kind: z.literal('place'), place: z.string() }),
  ]),
  chair: z.string(),
  entitled: z.array(z.string()),
  attendees: z.array(z.string()),
  absent: z.array(z.string()),
  quorum: z.object({ required: z.number(), present: z.number() }),
  resolutions: z.array(
    z.object({ id: z.string(), data: z.custom<ResolutionData>(), resolvedOn: z.string() }),
  ),
});

/** The default quorum of a body of `size` people [S470] [S471] [S472]. */
export const quorumOf = (size: number) => (size <= 1 ? 1 : 2);

export type MinutesRefusal =
  | 'noSignatories'
  | 'notEntitled'
  | 'chairNotDirector'
  | 'chairAbsent'
  | 'quorumNotMet'
  | 'resolutionNotOfBody';

/**
 * The minutes of a meeting on these registers (as at its date), or why none can be written.
 * `resolutions` are the company's chosen ones with their body.
 */
export function minutesOf(
  registers: Registers,
  input: Pick<RecordMinutesInput, 'body' | 'heldOn' | 'byVideo' | 'place' | 'chair' | 'attendees'>,
  resolutions: (MinutedResolution & { body: ResolutionBody })[],
): { ok: true; content: MinutesContent } | { ok: false; refusal: MinutesRefusal; name?: string } {
  const entitled = signatoriesOf(registers, input.body).map((s) => s.name);
  if (entitled.length === 0) return { ok: false, refusal: 'noSignatories' };
  const attendees: string[] = [];
  for (const name of input.attendees) {
    const listed = entitled.find((e) => sameName(e, name));
    if (!listed) return { ok: false, refusal: 'notEntitled', name };
    if (!attendees.includes(listed)) attendees.push(listed);
  }
  const director = registers.officers.find(
    (o) => o.role === 'director' && sameName(o.name, input.chair),
  );
  if (!director) return { ok: false, refusal: 'chairNotDirector', name: input.chair };
  // A director chairs a members' meeting as a member, or as the board's invitee: either way present.
  if (input.body === 'board' && !attendees.includes(director.name))
    return { ok: false, refusal: 'chairAbsent', name: director.name };
  const required = quorumOf(entitled.length);
  if (attendees.length < required) return { ok: false, refusal: 'quorumNotMet' };
  if (resolutions.some((r) => r.body !== input.body))
    return { ok: false, refusal: 'resolutionNotOfBody' };
  return {
    ok: true,
    content: {
      body: input.body,
      heldOn: input.heldOn,
      venue: input.byVideo ? { kind: 'video' } : { kind: 'place', place: input.place },
      chair: director.name,
      entitled,
      attendees,
      absent: entitled.filter((e) => !attendees.includes(e)),
      quorum: { required, present: attendees.length },
      resolutions: resolutions
        .map(({ id, data, resolvedOn }) => ({ id, data, resolvedOn }))
        .sort((a, b) => a.resolvedOn.localeCompare(b.resolvedOn)),
    },
  };
}
