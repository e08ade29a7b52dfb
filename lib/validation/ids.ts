/**
 * The UUID check, written once (issue 30: it was a regex in four places, one case-insensitive).
 * The textual form of RFC 9562 §4 (https://www.rfc-editor.org/rfc/rfc9562#section-4): 32 hex
 * digits in groups of 8-4-4-4-12, either case (Postgres prints lower case and accepts both).
 * No version or variant check: ids we did not make (a JWT's `sub`, a cursor) are compared, not
 * interpreted.
 */
export const UUID_PATTERN =
  '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const UUID = new RegExp(`^${UUID_PATTERN}$`);

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
