import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@/lib/db/database';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { getDatabase } from '@/lib/db/instance';
import { grantAdmin } from '@/lib/embedded-backend/admins';
import {
  getUser,
  logout,
  signUp,
  token,
  verify,
  type AuthContext,
} from '@/lib/embedded-backend/auth';
import { embeddedConfig, fileSecret, type EmbeddedConfig } from '@/lib/embedded-backend/config';
import {
  authError,
  bearerToken,
  HttpError,
  json,
  readJsonObject,
  restError,
} from '@/lib/embedded-backend/http';
import { createAuthRateLimiter } from '@/lib/embedded-backend/rate-limit';
import { recover, verifyEmailChangeLink, verifyOtp } from '@/lib/embedded-backend/recovery';
import { rpc } from '@/lib/embedded-backend/rpc';
import { updateUser } from '@/lib/embedded-backend/user-update';
import { EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';

/** The file in DATA_DIR holding the token of the internal admin endpoint (`npm run admin:grant`). */
export const INTERNAL_TOKEN_FILE = 'internal-token';

export interface EmbeddedBackend {
  config: EmbeddedConfig;
  database: Database;
  /** Answers one request; `path` is what follows `/api/sb/`, e.g. ['auth', 'v1', 'token']. */
  handle(request: Request, path: string[]): Promise<Response>;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Builds a backend over `database` (tests pass their own database and configuration). */
export function createEmbeddedBackend(
  database: Database,
  overrides: Partial<EmbeddedConfig> = {},
): EmbeddedBackend {
  const config = embeddedConfig(overrides);
  const limiter = (name: string, limit: number, windowMs: number) =>
    createAuthRateLimiter(database, config.jwtSecret, { name, limit, windowMs });
  const ctx: AuthContext = {
    database,
    config,
    signInLimiter: limiter('sign-in', config.signInPerMinute, 60_000),
    signUpLimiter: limiter('sign-up', config.signUpPerMinute, 60_000),
    recoverLimiter: limiter('recover', config.recoverPerHour, 60 * 60_000),
    mailLimiter: limiter('mail', 1, config.mailInterval * 1000),
    passwordChangeLimiter: limiter('password-change', config.passwordChangesPerHour, 60 * 60_000),
    passwordChangeIpLimiter: limiter(
      'password-change-ip',
      config.passwordChangesPerHourPerIp,
      60 * 60_000,
    ),
  };

  async function route(request: Request, path: string[]): Promise<Response> {
    const [area, version, ...rest] = path;
    const method = request.method;
    const endpoint = rest.join('/');

    if (
      area === 'internal' &&
      version === 'admin-grant' &&
      rest.length === 0 &&
      method === 'POST'
    ) {
      return internalAdminGrant(request);
    }
    // The links of mails (opened in a browser, without the key).
    if (area === 'auth' && version === 'v1' && endpoint === 'verify' && method === 'GET') {
      const type = new URL(request.url).searchParams.get('type');
      return type === 'email_change' ? verifyEmailChangeLink(ctx, request) : verify(ctx, request);
    }

    // Like Supabase's gateway: every API call carries the publishable key.
    if (request.headers.get('apikey') !== EMBEDDED_PUBLISHABLE_KEY) {
      return json(
        {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
        401,
      );
    }

    if (area === 'auth' && version === 'v1') {
      if (method === 'POST' && endpoint === 'signup') return signUp(ctx, request);
      if (method === 'POST' && endpoint === 'token') return token(ctx, request);
      if (method === 'POST' && endpoint === 'logout') return logout(ctx, request);
      if (method === 'GET' && endpoint === 'user') return getUser(ctx, request);
      if (method === 'PUT' && endpoint === 'user') return updateUser(ctx, request);
      if (method === 'POST' && endpoint === 'recover') return recover(ctx, request);
      if (method === 'POST' && endpoint === 'verify') return verifyOtp(ctx, request);
      if (method === 'GET' && endpoint === '.well-known/jwks.json') {
        // HS256 keys are symmetric and never published.
        return json({ keys: [] }, 200, { 'Cache-Control': 'public, max-age=600' });
      }
      if (method === 'GET' && endpoint === 'settings') {
        return json({
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: false,
          mailer_autoconfirm: !config.confirmEmail,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        });
      }
      if (method === 'GET' && endpoint === 'health')
        return json({ name: 'embedded-backend', description: 'Supabase Auth compatible subset' });
      return authError(404, 'not_found', `No such auth endpoint: ${method} /auth/v1/${endpoint}`);
    }
    if (
      area === 'rest' &&
      version === 'v1' &&
      rest[0] === 'rpc' &&
      rest.length === 2 &&
      method === 'POST'
    ) {
      return rpc(database, config, request, rest[1]!);
    }
    return restError(404, 'PGRST125', `Invalid path specified in request URL: /${path.join('/')}`);
  }

  async function internalAdminGrant(request: Request): Promise<Response> {
    const presented = bearerToken(request);
    const expected = fileSecret(config.dataDir, INTERNAL_TOKEN_FILE);
    if (!presented || !sameSecret(presented, expected))
      return json({ message: 'Unauthorized' }, 401);
    const body = await readJsonObject(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) return json({ message: 'email is required' }, 400);
    return json({ result: await grantAdmin(database.db, email) });
  }

  return {
    config,
    database,
    async handle(request, path) {
      try {
        return await route(request, path);
      } catch (error) {
        if (error instanceof HttpError) return error.response;
        console.error('[embedded-backend]', request.method, path.join('/'), error);
        // The database is down or silent: a 503 the clients retry (supabase-js keeps the
        // session), not a 500 (issue 29, item 10).
        if (isDatabaseUnavailable(error)) {
          const unavailable = authError(
            503,
            'service_unavailable',
            'The service is temporarily unavailable, please try again in a moment',
          );
          unavailable.headers.set('Retry-After', '30');
          return unavailable;
        }
        return authError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
      }
    },
  };
}

const KEY = Symbol.for('registra.embedded-backend');
type Global = typeof globalThis & { [KEY]?: Promise<EmbeddedBackend> };

/**
 * The process-wide backend over the process-wide database (what the route handler uses). The
 * first call makes it, with `deps`: start.ts's, from instrumentation.ts, before any request.
 */
export function getEmbeddedBackend(
  deps: Pick<Partial<EmbeddedConfig>, 'deliverMail'> = {},
): Promise<EmbeddedBackend> {
  const g = globalThis as Global;
  if (!g[KEY]) {
    g[KEY] = getDatabase()
      .then((database) => createEmbeddedBackend(database, deps))
      .catch((error: unknown) => {
        delete g[KEY];
        throw error;
      });
  }
  return g[KEY];
}
