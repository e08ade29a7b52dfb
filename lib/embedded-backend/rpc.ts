import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { query, queryOne } from '@/lib/db/database';
import { withRls, type JwtClaims } from '@/lib/db/rls';
import type { EmbeddedConfig } from '@/lib/embedded-backend/config';
import { authError, bearerToken, json, readBody, restError } from '@/lib/embedded-backend/http';
import { verifyAccessToken } from '@/lib/embedded-backend/tokens';
import { findUserById, findUserWithSession } from '@/lib/embedded-backend/users';
import type { Database } from '@/lib/db/database';
import { EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';

interface FunctionInfo extends Record<string, unknown> {
  arg_names: string[] | null;
  returns_set: boolean;
  returns_void: boolean;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

// PostgREST's schema cache, per database: the functions are looked up once, not on every call
// (they change only with migrations, applied before the first request). Misses are not kept.
const schemaCache = new WeakMap<Database, Map<string, FunctionInfo>>();

async function findFunction(database: Database, name: string): Promise<FunctionInfo | null> {
  let known = schemaCache.get(database);
  if (!known) schemaCache.set(database, (known = new Map()));
  const cached = known.get(name);
  if (cached) return cached;
  const found = await queryOne<FunctionInfo>(
    database.db,
    sql`select p.proargnames as arg_names, p.proretset as returns_set,
          p.prorettype = 'void'::regtype as returns_void
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = ${name} and p.prokind = 'f'
        order by p.pronargs limit 1`,
  );
  if (found) known.set(name, found);
  return found;
}

/**
 * The claims PostgREST would run this request with: anon for the API key, else the verified JWT's,
 * once the user and the session it names are found as GET /auth/v1/user finds them. A token
 * outlives its sign-out by up to an hour; without this, a signed-out (or stolen and revoked)
 * token still ran every function as its user (issue 29, finding 2).
 */
async function requestClaims(
  database: Database,
  config: EmbeddedConfig,
  request: Request,
): Promise<JwtClaims | Response> {
  const token = bearerToken(request) ?? request.headers.get('apikey');
  if (!token || token === EMBEDDED_PUBLISHABLE_KEY) return { role: 'anon' };
  const verified = await verifyAccessToken(config.jwtSecret, token);
  if (!verified.ok) {
    return verified.reason === 'expired'
      ? restError(401, 'PGRST303', 'JWT expired')
      : restError(401, 'PGRST301', 'JWT could not be decoded', verified.message);
  }
  const role = verified.claims.role;
  if (role !== 'anon' && role !== 'authenticated')
    return restError(401, 'PGRST301', `Role "${role}" is not allowed`);
  const refusal = await sessionRefusal(database, verified.claims.sub, verified.claims.session_id);
  if (refusal) return refusal;
  return { ...verified.claims, role };
}

/** GET /auth/v1/user's answer to a token whose user or session is gone, or whose user is banned. */
async function sessionRefusal(
  database: Database,
  userId: string,
  sessionId: string | undefined,
): Promise<Response | null> {
  const found = sessionId
    ? await findUserWithSession(database.db, userId, sessionId)
    : await findUserById(database.db, userId).then((user) =>
        user ? { user, sessionFound: true } : null,
      );
  if (!found) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!found.sessionFound)
    return authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  if (found.user.banned) return authError(403, 'user_banned', 'User is banned');
  return null;
}

/** POST /rest/v1/rpc/<fn>: the function runs in a transaction as the caller, as PostgREST does (contract §9.4). */
export async function rpc(
  database: Database,
  config: EmbeddedConfig,
  request: Request,
  name: string,
): Promise<Response> {
  const profile = request.headers.get('content-profile') ?? 'public';
  if (profile !== 'public')
    return restError(406, 'PGRST106', 'The schema must be one of the following: public');
  const claims = await requestClaims(database, config, request);
  if (claims instanceof Response) return claims;

  let args: Record<string, unknown> = {};
  const text = await readBody(request);
  if (text.trim()) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new Error('not an object');
      args = parsed as Record<string, unknown>;
    } catch {
      return restError(400, 'PGRST102', 'Empty or invalid json');
    }
  }
  const argNames = Object.keys(args).sort();

  // The function name cannot be a bind parameter: it is checked against the catalogue first,
  // then quoted as an identifier.
  const fn = IDENTIFIER.test(name) ? await findFunction(database, name) : null;
  const known = new Set(fn?.arg_names ?? []);
  if (!fn || argNames.some((a) => !IDENTIFIER.test(a) || !known.has(a))) {
    return restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${argNames.join(', ')}) in the schema cache`,
      'Searched for the function with the given argument names, but no matches were found in the schema cache.',
    );
  }

  const call = sql.join(
    [
      sql.raw(`public."${name}"(`),
      sql.join(
        argNames.map((a) => {
          const value = args[a];
          const bound =
            value === null || value === undefined
              ? null
              : typeof value === 'object'
                ? JSON.stringify(value)
                : String(value);
          return sql`${sql.raw(`"${a}"`)} := ${bound}`;
        }),
        sql`, `,
      ),
      sql.raw(')'),
    ],
    sql``,
  );
  const statement: SQL = fn.returns_void
    ? sql`select ${call} is null as result`
    : fn.returns_set
      ? sql`select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) as result from ${call} r`
      : sql`select to_jsonb(${call}) as result`;

  try {
    const rows = await withRls(
      claims,
      async (tx) => {
        await tx.execute(
          sql`select set_config('request.method', 'POST', true), set_config('request.path', '/rpc/' || ${name}, true)`,
        );
        return query<{ result: unknown }>(tx, statement);
      },
      database,
    );
    if (fn.returns_void) return new Response(null, { status: 204 });
    return json(rows[0]?.result ?? null);
  } catch (error) {
    return postgresError(error, claims.role);
  }
}

/**
 * Maps a Postgres error to PostgREST's status and body (contract §8.4), without the database's
 * internals: a message raised on purpose by one of our functions (RAISE, SQLSTATE P0001 or a
 * PTxxx status) is passed on; every other error answers its code with a generic message and no
 * detail or hint, which would name tables, columns, constraints and values.
 */
function postgresError(error: unknown, role: string): Response {
  const e = error as {
    code?: string;
    message?: string;
    detail?: string;
    hint?: string;
    cause?: unknown;
  };
  const source = (e.code ? e : (e.cause as typeof e | undefined)) ?? e;
  const code = source.code ?? 'XX000';
  let status = 400;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23505' || code === '23503') status = 409;
  else if (code === '42883') status = 404;
  else if (code === '25006') status = 405;
  else if (/^PT\d{3}$/.test(code)) status = Number(code.slice(2));
  else if (
    code.startsWith('08') ||
    code.startsWith('53') ||
    code.startsWith('57') ||
    code === 'XX000'
  )
    status = 500;
  if (status >= 500) console.error('[embedded-backend] rpc failed', error);
  if (code === 'P0001' || /^PT\d{3}$/.test(code))
    return restError(status, code, source.message ?? 'Database error', null, source.hint ?? null);
  return restError(
    status,
    code,
    GENERIC_MESSAGES[code] ?? GENERIC_MESSAGES[code.slice(0, 2)] ?? GENERIC_MESSAGES.default!,
  );
}

/** What an error of each SQLSTATE class says to the caller. */
const GENERIC_MESSAGES: Record<string, string> = {
  '22': 'Invalid input value',
  '23': 'The request conflicts with the data it would change',
  '42501': 'Permission denied',
  '42': 'Invalid request',
  '25': 'Cannot run in a read-only transaction',
  default: 'Database error',
};
