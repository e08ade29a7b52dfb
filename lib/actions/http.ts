import 'server-only';
import { NextResponse } from 'next/server';
import { fail, type ActionFailure, type ActionResult } from './result';

/**
 * An ActionResult as a route handler answers it (the forms that post files: their bodies are
 * read with a limit there, never by a server action): the same JSON, with the status it means.
 */
const STATUS_BY_KEY: Record<string, number> = {
  signInRequired: 401,
  forbidden: 403,
  notFound: 404,
  // The application is not where the request needs it (closed, no payment pending, no question).
  closed: 409,
  noPendingPayment: 409,
  notAwaiting: 409,
  fileTooLarge: 413,
  cvTooLarge: 413,
  fileType: 415,
  rateLimited: 429,
  proofRateLimited: 429,
  unexpected: 500,
  serverError: 500,
  unavailable: 503,
};

function statusOf(result: ActionFailure): number {
  const keys = [
    result.formError?.key,
    ...Object.values(result.fieldErrors ?? {}).flatMap((refs) => refs.map((r) => r.key)),
  ];
  for (const key of keys) if (key && STATUS_BY_KEY[key]) return STATUS_BY_KEY[key];
  return 400;
}

export function resultResponse(result: ActionResult<unknown>): NextResponse {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (!result.ok && result.retryAfterSeconds)
    headers['Retry-After'] = String(result.retryAfterSeconds);
  return NextResponse.json(result, { status: result.ok ? 200 : statusOf(result), headers });
}

/** The answer to a body beyond its limit: the file field's `fileTooLarge` (with `values`, if its message has any). */
export function tooLargeResponse(field: string, values?: Record<string, number>): NextResponse {
  return resultResponse(
    fail('fileTooLarge', values, {
      fieldErrors: {
        [field]: [values ? { key: 'fileTooLarge', values } : { key: 'fileTooLarge' }],
      },
    }),
  );
}
