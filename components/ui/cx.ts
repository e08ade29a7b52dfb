/** Joins class names, skipping the empty ones (`cx('a', busy && 'b')`). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
