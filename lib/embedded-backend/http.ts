import 'server-only';
import { readBytesUpTo } from '@/lib/security/body-limit';
import { clientIp as clientIpOf } from '@/lib/security/rate-limit';

/** auth-js reads `error.code` only when this header says the body uses the 2024-01-01 shape. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** A GoTrue error: `{code, message}` plus any extra fields, with the API version header. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json({ code, message, ...extra }, status, { [API_VERSION_HEADER]: API_VERSION });
}

/** GoTrue's answer when a mail to the same address went out less than `seconds` ago. */
export function mailSendLimited(seconds: number): Response {
  return authError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
}

/** A PostgREST error: `{code, details, hint, message}`. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  return json({ code, details, hint, message }, status);
}

/** Thrown inside handlers to answer with a prepared error response. */
export class HttpError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** Auth and RPC bodies are a few hundred bytes; anything far larger is refused unread. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The request body as text, or a 413 when it is larger than MAX_BODY_BYTES (never read past it). */
export async function readBody(request: Request): Promise<string> {
  const bytes = await readBytesUpTo(request, MAX_BODY_BYTES);
  if (!bytes)
    throw new HttpError(
      json({ code: 'request_too_large', message: 'Request body too large' }, 413),
    );
  return new TextDecoder().decode(bytes);
}

/** The request body as a JSON object, or a 400 bad_json / validation_failed. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await readBody(request);
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new HttpError(
      authError(
        400,
        'bad_json',
        `Could not parse request body as JSON: ${(error as Error).message}`,
      ),
    );
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(
      authError(400, 'validation_failed', 'The request body must be a JSON object'),
    );
  }
  return body as Record<string, unknown>;
}

/** The caller's IP, read as the public forms read it (TRUSTED_PROXY_HOPS; lib/security/rate-limit). */
export function clientIp(request: Request): string {
  return clientIpOf(request.headers);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1]!.trim() : null;
}
