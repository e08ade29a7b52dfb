import { readBytesUpTo } from './body-limit';

/**
 * What a server action may be sent (issue 29, finding 6). A POST to a page is a server action
 * (Next tells them by the `Next-Action` header; a form posted without JavaScript carries its
 * action's id in the body instead), and every one is a public endpoint. Next refuses a body over
 * `serverActions.bodySizeLimit` (its default, 1 MB: no action takes a file, those go to route
 * handlers) and a body it cannot decode, but answers 500 for both, and decoding a deeply nested
 * argument overflows the stack (500 again). The proxy checks the body first and answers 413 or
 * 400 itself: at most ACTION_BODY_LIMIT bytes, nested at most ACTION_NESTING_LIMIT deep, and a
 * multipart body whose part headers parse (a NUL in a file name broke Next's parser).
 *
 * No imports beyond body-limit: proxy.ts and next.config.ts read this file.
 */
export const ACTION_BODY_LIMIT = 1024 * 1024;
/** Far more than any form's answers need (a wizard's people with their addresses: about 8). */
export const ACTION_NESTING_LIMIT = 64;

export type ActionBodyRefusal = { status: 413 | 400; error: 'tooLarge' | 'tooDeep' | 'malformed' };

/** How deep JSON text nests its arrays and objects (brackets inside strings do not count). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** A part header with a control character (a NUL in a file name): Next's multipart parser throws. */
const BAD_PART_HEADER = /^content-(?:disposition|type):[^\r\n]*[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/im;

/**
 * Checks the body of a POST to a page (a server action) without consuming it: the refusal to
 * answer, or null to let it through. Only the first ACTION_BODY_LIMIT + 1 bytes are ever read.
 */
export async function checkActionBody(request: Request): Promise<ActionBodyRefusal | null> {
  const bytes = await readBytesUpTo(request.clone(), ACTION_BODY_LIMIT);
  if (!bytes) return { status: 413, error: 'tooLarge' };
  const type = request.headers.get('content-type') ?? '';
  const text = new TextDecoder('latin1').decode(bytes);
  if (/^multipart\/form-data/i.test(type)) {
    if (BAD_PART_HEADER.test(text)) return { status: 400, error: 'malformed' };
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      return { status: 400, error: 'malformed' };
    }
    // React's reply: the model rows are the fields named by a number ("0", "1", …), JSON text.
    for (const [name, value] of form)
      if (
        /^\d+$/.test(name) &&
        typeof value === 'string' &&
        nestingDepth(value) > ACTION_NESTING_LIMIT
      )
        return { status: 400, error: 'tooDeep' };
    return null;
  }
  if (nestingDepth(new TextDecoder().decode(bytes)) > ACTION_NESTING_LIMIT)
    return { status: 400, error: 'tooDeep' };
  return null;
}
