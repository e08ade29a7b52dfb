/**
 * Application references: `<country>-<service>-<year>-<6 digits>`, e.g. NG-CO-2026-000123. The
 * database assigns them on submission (supabase/migrations/…_applications.sql); this recognises
 * one in a URL before any query is made with it.
 */
const REFERENCE_PATTERN = /^[A-Z]{2}-[A-Z]{2}-\d{4}-\d{6}$/;

export function isApplicationReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}
