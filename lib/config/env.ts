/**
 * A setting that must be a positive whole number (a limit, a count, seconds): `fallback` when it
 * is unset or anything else ('', '0', '-3', '2.5', '10s').
 */
export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
