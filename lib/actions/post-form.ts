import type { MessageRef } from '@/lib/validation/issues';
import { fail, type ActionResult } from './result';

/**
 * Posts a form that carries files to its route handler and reads the ActionResult it answers
 * (lib/actions/http.ts). What is not such an answer (a proxy's own 413 page, a dropped
 * connection) becomes one: a body over the limit is the file field's `tooLarge`, anything
 * else `unavailable`.
 */
export async function postForm<T = undefined>(
  url: string,
  body: FormData,
  fileField: string,
  tooLarge: MessageRef = { key: 'fileTooLarge' },
): Promise<ActionResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body });
  } catch {
    return fail('unavailable');
  }
  const json = (await response.json().catch(() => null)) as ActionResult<T> | null;
  if (json && typeof json === 'object' && typeof json.ok === 'boolean') return json;
  if (response.status === 413)
    return fail(tooLarge.key, tooLarge.values, { fieldErrors: { [fileField]: [tooLarge] } });
  return fail('unavailable');
}
