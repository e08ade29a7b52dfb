import { z } from 'zod';

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Age in whole years on `on`, from an ISO date (YYYY-MM-DD). */
export function ageOn(isoDate: string, on = new Date()): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const beforeBirthday =
    on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const dateField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine(isIsoDate, 'date');

/** A date of birth: a real date in the past (a person with significant control may be any age). */
export const birthDate = dateField
  .refine((v) => !isIsoDate(v) || ageOn(v) < 130, 'date')
  .refine((v) => !isIsoDate(v) || ageOn(v) >= 0, 'dateFuture');

/** A date of birth for someone at least 18 today (directors, trustees: CAMA 2020 [S84]; Act 992 [S124]). */
export const adultBirthDate = birthDate.refine((v) => !isIsoDate(v) || ageOn(v) >= 18, 'minAge18');

/** True when the date is after today (UTC). */
export function isFutureDate(isoDate: string, today = new Date()): boolean {
  return isoDate > today.toISOString().slice(0, 10);
}

/** A date that has happened: today or earlier (message `dateFuture`). */
export const pastDateField = dateField.refine(
  (v) => !isIsoDate(v) || !isFutureDate(v),
  'dateFuture',
);

/** The earliest date a registry form takes as a business's start: no business here began before 1900. */
const EARLIEST_DATE = '1900-01-01';
export function isBefore1900(isoDate: string): boolean {
  return isoDate < EARLIEST_DATE;
}

/**
 * A date of birth for someone at least `min` years old today (message `minAge` with `{ min }`):
 * a UK director is at least 16 (Companies Act 2006 s.157 [S79a]).
 */
export function birthDateOfAge(min: number) {
  return birthDate.refine((v) => !isIsoDate(v) || ageOn(v) >= min, {
    message: 'minAge',
    params: { min },
  });
}
