import { careerOpenings } from '@/lib/public-forms/careers/openings';

/**
 * What the application form offers and limits, apart from its schema: the form shows these at
 * once, while the schema (zod and the phone-number metadata) is fetched when it first validates.
 */

/** Not tied to an opening: the "open application" of /careers. */
export const OPEN_APPLICATION = 'open-application';
export const applicationOpeningIds: [string, ...string[]] = [
  ...careerOpenings.map((o): string => o.id),
  OPEN_APPLICATION,
] as unknown as [string, ...string[]];

export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
