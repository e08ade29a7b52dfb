import 'server-only';
import { z } from 'zod';
import type { ActionFailure } from '@/lib/actions/result';
import { bearerToken, tokenHolder, type TokenHolder } from '@/lib/api/tokens';
import type { TokenScope } from '@/lib/api/schemas';
import { customer, type Actor } from '@/lib/commands/actor';
import { positiveInt } from '@/lib/config/env';
import type { Database } from '@/lib/db/database';
import { clientIp } from '@/lib/security/rate-limit';
import { createSharedRateLimiter } from '@/lib/security/shared-rate-limit';

/**
 * The frame of every /api/v1 endpoint (issue 37): the bearer token (when the endpoint needs one)
 * checked on every call and its scope, the per-token rate limit with its IETF `RateLimit` headers,
 * the query or body parsed with the endpoint's zod schema, and every failure as
 * `{ "error": { "code", "message" } }` with its status. The work itself runs through the web's own
 * commands and queries, as the token's owner (a customer actor under row-level security).
 */

/** What tests pass instead of the process-wide database. */
export type V1Deps = { database?: Database; now?: number };

export type ErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'invalid_request'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  invalid_request: 400,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** The one shape of an error. `message` is English, for the developer; `code` is what programs read. */
export const errorSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' };

export function errorResponse(error: ApiError, headers: HeadersInit = {}): Response {
  const body = { error: { code: error.code, message: error.message, fields: error.fields } };
  return Response.json(body, {
    status: STATUS[error.code],
    headers: {
      ...NO_STORE,
      ...(error.code === 'unauthorized' ? { 'WWW-Authenticate': 'Bearer' } : {}),
      ...headers,
    },
  });
}

/** A command's refusal (its message key) as the API's error. */
export function commandError(failure: ActionFailure): ApiError {
  const key = failure.formError?.key ?? 'unexpected';
  if (failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0)
    return new ApiError(
      'invalid_request',
      'The request is not valid.',
      Object.fromEntries(
        Object.entries(failure.fieldErrors).map(([field, refs]) => [field, refs.map((r) => r.key)]),
      ),
    );
  switch (key) {
    case 'notFound':
      return new ApiError('not_found', 'No such resource among yours.');
    case 'forbidden':
      return new ApiError('forbidden', 'This token may not do this.');
    case 'unavailable':
      return new ApiError('unavailable', 'The service is unavailable; retry later.');
    case 'unexpected':
      return new ApiError('internal', 'Something went wrong.');
    default:
      // A rule of the command refused it (e.g. `alreadyFiled`): the key names the rule.
      return new ApiError('conflict', `Refused: ${key}.`);
  }
}

/**
 * Requests per token (or, without one, per client address) in a window: 120 a minute by default,
 * overridable with API_RATE_LIMIT and API_RATE_WINDOW_SECONDS. Kept in Postgres with the forms'
 * windows (lib/security/shared-rate-limit.ts), shared by every instance.
 */
function apiLimits() {
  return {
    limit: positiveInt(process.env.API_RATE_LIMIT, 120),
    windowSeconds: positiveInt(process.env.API_RATE_WINDOW_SECONDS, 60),
  };
}

/** The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): the policy and what is left of it. */
export function rateLimitHeaders(
  limit: number,
  windowSeconds: number,
  remaining: number,
  resetSeconds: number,
): Record<string, string> {
  return {
    'RateLimit-Policy': `"default";q=${limit};w=${windowSeconds}`,
    RateLimit: `"default";r=${remaining};t=${resetSeconds}`,
  };
}

/** Who calls an endpoint: nobody (a public endpoint), or a token's holder as a customer actor. */
export type Caller = { holder: TokenHolder; actor: Actor } | null;

/** The live token of the request's `Authorization: Bearer …`, as its owner; else `unauthorized`. */
export async function requireToken(request: Request, deps: V1Deps): Promise<NonNullable<Caller>> {
  const token = bearerToken(request.headers.get('authorization'));
  if (!token)
    throw new ApiError(
      'unauthorized',
      'Send a personal access token: Authorization: Bearer <token>.',
    );
  const holder = await tokenHolder(token, deps.database);
  if (!holder) throw new ApiError('unauthorized', 'This token is not valid or was revoked.');
  return { holder, actor: customer(holder.user) };
}

/**
 * Counts the request against its token's window (or, without a token, its client address's) and
 * gives the `RateLimit` headers to send back, whatever the answer.
 */
export async function countRequest(
  request: Request,
  caller: Caller,
  deps: V1Deps,
): Promise<{ allowed: boolean; headers: Record<string, string> }> {
  const { limit, windowSeconds } = apiLimits();
  const key = caller ? `token:${caller.holder.tokenId}` : `ip:${clientIp(request.headers)}`;
  const decision = await createSharedRateLimiter({
    name: 'api-v1',
    limit,
    windowMs: windowSeconds * 1000,
    database: deps.database,
  }).consume(key, deps.now ?? Date.now());
  const headers = rateLimitHeaders(
    limit,
    windowSeconds,
    decision.remaining,
    decision.retryAfterSeconds,
  );
  if (!decision.allowed) headers['Retry-After'] = String(decision.retryAfterSeconds);
  return { allowed: decision.allowed, headers };
}

export type EndpointContext<Q> = {
  request: Request;
  input: Q;
  params: Record<string, string>;
  deps: V1Deps;
};

type Access = 'public' | TokenScope;

/**
 * One endpoint: `access` is `public` (no token read), `read` (any live token) or `read_order`
 * (a token that may order); `input` parses the query (GET) or the JSON body (POST).
 */
export function endpoint<S extends z.ZodType>(options: {
  access: Access;
  input: S;
  handle: (context: EndpointContext<z.output<S>> & { caller: Caller }) => Promise<unknown>;
  status?: number;
}) {
  return async (
    request: Request,
    params: Record<string, string> = {},
    deps: V1Deps = {},
  ): Promise<Response> => {
    let headers: Record<string, string> = {};
    try {
      const caller = options.access === 'public' ? null : await requireToken(request, deps);
      const limited = await countRequest(request, caller, deps);
      headers = limited.headers;
      if (!limited.allowed)
        throw new ApiError('rate_limited', 'Too many requests; wait before retrying.');
      if (options.access === 'read_order' && caller?.holder.scope !== 'read_order')
        throw new ApiError(
          'forbidden',
          'This token is read-only; ordering needs a read_order token.',
        );
      const raw =
        request.method === 'GET'
          ? Object.fromEntries(new URL(request.url).searchParams)
          : await request.json().catch(() => {
              throw new ApiError('invalid_request', 'The body is not JSON.');
            });
      const parsed = options.input.safeParse(raw);
      if (!parsed.success)
        throw new ApiError(
          'invalid_request',
          'The request is not valid.',
          Object.fromEntries(
            parsed.error.issues.map((i) => [i.path.join('.') || '_', [i.message]]),
          ),
        );
      const body = await options.handle({
        request,
        input: parsed.data,
        params,
        deps,
        caller,
      });
      return Response.json(body, {
        status: options.status ?? 200,
        headers: { ...(caller ? { 'Cache-Control': 'private, no-store' } : {}), ...headers },
      });
    } catch (thrown) {
      if (thrown instanceof ApiError) return errorResponse(thrown, headers);
      console.error('[api/v1] unexpected failure', thrown);
      return errorResponse(new ApiError('internal', 'Something went wrong.'), headers);
    }
  };
}

/** The actor of an endpoint that needs a token (the frame checked it). */
export type TokenCaller = NonNullable<Caller>;

export function tokenCaller(caller: Caller): TokenCaller {
  if (!caller) throw new ApiError('unauthorized', 'Send a personal access token.');
  return caller;
}

/** Cursor pagination over a list already in a stable order: `cursor` is the last item's id. */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export function paginate<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  { cursor, limit }: z.output<typeof pageQuery>,
): { data: T[]; next_cursor: string | null } {
  let start = 0;
  if (cursor) {
    const at = items.findIndex((item) => idOf(item) === cursor);
    if (at < 0) throw new ApiError('invalid_request', 'This cursor is not valid.');
    start = at + 1;
  }
  const data = items.slice(start, start + limit);
  const more = start + limit < items.length;
  return { data, next_cursor: more && data.length ? idOf(data[data.length - 1]!) : null };
}

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable() });
