import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, DbTx } from '@/lib/db/database';
import type { EmbeddedConfig } from '@/lib/embedded-backend/config';
import { confirmationMail, mailLocale } from '@/lib/embedded-backend/confirmation-mail';
import {
  authError,
  bearerToken,
  clientIp,
  HttpError,
  json,
  mailSendLimited,
  readJsonObject,
} from '@/lib/embedded-backend/http';
import {
  hashPassword,
  MAX_PASSWORD_BYTES,
  verifyPassword,
  weakPasswordMessage,
  weakPasswordReasons,
} from '@/lib/embedded-backend/passwords';
import { dropAllMailTokens, linkMailKey } from '@/lib/embedded-backend/mail-tokens';
import type { AuthRateLimiter } from '@/lib/embedded-backend/rate-limit';
import { peekVerdict, settleAttempt, throttleKeys } from '@/lib/embedded-backend/sign-in-throttle';
import {
  signAccessToken,
  verifyAccessToken,
  type AccessTokenClaims,
} from '@/lib/embedded-backend/tokens';
import {
  activeChild,
  confirmByToken,
  createSession,
  deleteSession,
  deleteUserSessions,
  findSession,
  findUserByEmail,
  findUserById,
  findUserWithSession,
  insertUser,
  lockRefreshToken,
  replaceUnconfirmedSignUp,
  rotateRefreshToken,
  touchLastSignIn,
  userJson,
  type UserRow,
} from '@/lib/embedded-backend/users';
import { outboxDir } from '@/lib/mail/mailer';
import { verifyCaptcha, type CaptchaOutcome } from '@/lib/security/captcha/captcha';
import {
  requestStaffAccess,
  staffAccessMail,
  staffAccessMailKey,
} from '@/lib/security/staff-access';
import { EMBEDDED_PREFIX } from '@/lib/config/backend';

export interface AuthContext {
  database: Database;
  config: EmbeddedConfig;
  /** Password sign-ins per IP (a minute's window); all four in auth.rate_limits (rate-limit.ts). */
  signInLimiter: AuthRateLimiter;
  /** Sign-ups per IP (a minute's window). */
  signUpLimiter: AuthRateLimiter;
  /** Password-recovery requests per IP (an hour's window). */
  recoverLimiter: AuthRateLimiter;
  /** One mail per address per `mailInterval` (recovery, e-mail change). */
  mailLimiter: AuthRateLimiter;
  /** Password changes per user (an hour's window). */
  passwordChangeLimiter: AuthRateLimiter;
  /** Password changes per client address (an hour's window). */
  passwordChangeIpLimiter: AuthRateLimiter;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** How long a confirmation link stays valid (GoTrue's default mailer OTP expiry is 24 h). */
export const CONFIRMATION_MAX_AGE_SECONDS = 24 * 60 * 60;

function origin(request: Request): string {
  return new URL(request.url).origin;
}

/** Where mail links point: the public site (NEXT_PUBLIC_SITE_URL) when set, else the origin the request came to. */
export function siteOrigin(request: Request): string {
  const configured = process.env.NEXT_PUBLIC_SITE_URL;
  return configured ? new URL(configured).origin : origin(request);
}

function issuer(request: Request): string {
  return `${origin(request)}${EMBEDDED_PREFIX}/auth/v1`;
}

export const rateLimited = () =>
  authError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** The session JSON of /token and /verify; `method` is the `amr` entry (password, recovery, email_change…). */
export async function sessionResponse(
  ctx: AuthContext,
  request: Request,
  user: UserRow,
  session: { sessionId: string; refreshToken: string; createdEpoch: number },
  extra: Record<string, unknown> = {},
  method = 'password',
): Promise<Response> {
  const { token, expiresAt } = await signAccessToken(ctx.config.jwtSecret, {
    user,
    sessionId: session.sessionId,
    issuer: issuer(request),
    expiresIn: ctx.config.jwtExpiry,
    authenticatedAt: session.createdEpoch,
    method,
  });
  return json({
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(user),
    ...extra,
  });
}

function readCredentials(body: Record<string, unknown>): { email: string; password: string } {
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    if (body.email)
      throw new HttpError(
        authError(
          400,
          'validation_failed',
          'Only an email address or phone number should be provided',
        ),
      );
    throw new HttpError(authError(422, 'phone_provider_disabled', 'Phone logins are disabled'));
  }
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  return { email, password };
}

/**
 * The sign-up confirmation mail, handed over (ctx.config.deliverMail) in the transaction `tx` that
 * stores its token: the account and its link are kept or lost with their mail.
 */
async function sendConfirmation(
  ctx: AuthContext,
  tx: DbTx,
  request: Request,
  email: string,
  token: string,
): Promise<void> {
  const link = new URL(`${siteOrigin(request)}${EMBEDDED_PREFIX}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'signup');
  await ctx.config.deliverMail(
    tx,
    linkMailKey('auth-confirmation', token),
    confirmationMail(email, link.toString(), mailLocale(request)),
    { outbox: outboxDir(ctx.config.dataDir) },
  );
}

/**
 * ADMIN_EMAILS at sign-up: requests staff access for the address and hands over the mail of its
 * link, in the sign-up's transaction `tx` (lib/security/staff-access.ts).
 */
async function requestStaffAccessByMail(
  ctx: AuthContext,
  tx: DbTx,
  request: Request,
  email: string,
  options: { keepPending?: boolean } = {},
): Promise<void> {
  const requested = await requestStaffAccess(tx, email, options);
  if (requested.outcome !== 'requested') return;
  await ctx.config.deliverMail(
    tx,
    staffAccessMailKey(requested.token),
    staffAccessMail(requested, siteOrigin(request)),
    { outbox: outboxDir(ctx.config.dataDir) },
  );
}

/** POST /auth/v1/signup */
export async function signUp(ctx: AuthContext, request: Request): Promise<Response> {
  if (!(await ctx.signUpLimiter.allows(clientIp(request), ctx.config.now()))) return rateLimited();
  const body = await readJsonObject(request);
  const { email, password } = readCredentials(body);
  if (!email)
    return authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!password) return authError(400, 'validation_failed', 'Signup requires a valid password');
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    return authError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const data =
    body.data && typeof body.data === 'object' && !Array.isArray(body.data)
      ? (body.data as Record<string, unknown>)
      : {};
  // The person's own e-mail and name are among the first guesses.
  const reasons = weakPasswordReasons(password, [
    email,
    typeof data.full_name === 'string' ? data.full_name : '',
  ]);
  if (reasons.length > 0) {
    return authError(422, 'weak_password', weakPasswordMessage(reasons), {
      weak_password: { reasons },
    });
  }
  if (!EMAIL.test(email) || email.length > 255) {
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const metadata: Record<string, unknown> = {};
  if (typeof data.full_name === 'string') metadata.full_name = data.full_name.trim().slice(0, 200);
  // The site's language the account was made in (handle_new_user copies it to the profile).
  if (data.locale === 'en' || data.locale === 'fr') metadata.locale = data.locale;

  const { db } = ctx.database;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!ctx.config.confirmEmail)
      return authError(422, 'user_already_exists', 'User already registered');
    if (existing.email_confirmed_at) {
      // As GoTrue with confirmations on: an obfuscated user, so addresses cannot be enumerated.
      const now = new Date().toISOString();
      return json({
        id: randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: metadata,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      });
    }
    // An unconfirmed account: unlike GoTrue, which keeps the first sign-up's password, the new
    // sign-up replaces it. Otherwise a stranger who pre-registered the address would keep a
    // password that works once the owner confirms (issue 29, finding 1). The earlier link dies
    // with it; each sign-up mails the address a link for its own password only.
    if (!(await ctx.mailLimiter.allows(`signup:${email}`, ctx.config.now())))
      return mailSendLimited(ctx.config.mailInterval);
    const token = randomBytes(24).toString('base64url');
    const passwordHash = await hashPassword(password);
    const replaced = await db.transaction(async (tx) => {
      if (
        !(await replaceUnconfirmedSignUp(tx, existing.id, {
          passwordHash,
          metadata,
          confirmationToken: token,
        }))
      )
        return false;
      await deleteUserSessions(tx, existing.id);
      await dropAllMailTokens(tx, existing.id);
      if (ctx.config.adminEmails.includes(email))
        await requestStaffAccessByMail(ctx, tx, request, email, { keepPending: true });
      await sendConfirmation(ctx, tx, request, email, token);
      return true;
    });
    if (!replaced) return authError(422, 'user_already_exists', 'User already registered');
    return json(userJson((await findUserById(db, existing.id))!));
  }

  const passwordHash = await hashPassword(password);
  const confirmationToken = ctx.config.confirmEmail ? randomBytes(24).toString('base64url') : null;
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email,
        passwordHash,
        metadata,
        confirmed: !confirmationToken,
        confirmationToken,
      });
      // ADMIN_EMAILS: signing up with the address proves nothing, so the role is only requested
      // here; the link mailed to the address makes it effective (lib/security/staff-access.ts).
      if (ctx.config.adminEmails.includes(email))
        await requestStaffAccessByMail(ctx, tx, request, email);
      if (confirmationToken) await sendConfirmation(ctx, tx, request, email, confirmationToken);
      return created;
    });
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if ((error as { code?: string }).code === '23505')
      return authError(422, 'user_already_exists', 'User already registered');
    throw error;
  }
  if (confirmationToken) return json(userJson(user));
  const session = await createSession(db, user.id);
  await touchLastSignIn(db, user.id);
  return sessionResponse(ctx, request, (await findUserById(db, user.id))!, session);
}

/** POST /auth/v1/token?grant_type=password|refresh_token */
export async function token(ctx: AuthContext, request: Request): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type');
  if (grantType === 'password') return passwordGrant(ctx, request);
  if (grantType === 'refresh_token') return refreshGrant(ctx, request);
  return authError(400, 'invalid_credentials', 'unsupported_grant_type');
}

async function passwordGrant(ctx: AuthContext, request: Request): Promise<Response> {
  const now = ctx.config.now();
  const ip = clientIp(request);
  // The per-IP limit answers first, whatever the body. A request that reaches the throttle's
  // first read is counted in that same statement (peekVerdict); any other is counted here.
  const countAlone = async (refusal: unknown) => {
    if (!(await ctx.signInLimiter.allows(ip, now))) return rateLimited();
    if (refusal instanceof Response) return refusal;
    throw refusal;
  };
  let parsed: { body: Record<string, unknown>; email: string; password: string };
  try {
    const body = await readJsonObject(request);
    parsed = { body, ...readCredentials(body) };
  } catch (error) {
    return countAlone(error);
  }
  const { body, email, password } = parsed;
  if (!email) return countAlone(authError(400, 'validation_failed', 'missing email or phone'));

  // Guesses per account: a growing wait per address, then a captcha (sign-in-throttle.ts).
  const { db } = ctx.database;
  const policy = ctx.config.signInThrottle;
  const keys = throttleKeys(ctx.config.jwtSecret, email, ip);
  // Refused early when it is plain already: before the password hash, and (a wait) before the
  // captcha is spent.
  const { verdict: early, window } = await peekVerdict(
    db,
    keys,
    now,
    policy,
    ctx.signInLimiter.count(ip, now),
  );
  if (!(await ctx.signInLimiter.decide(window, now))) return rateLimited();
  if (early.kind === 'wait') return retryLater(early.retryAfterSeconds);
  const captchaToken = readCaptchaToken(body);
  const captcha = captchaToken
    ? await verifyCaptcha(captchaToken, { now, database: ctx.database })
    : 'missing';
  if (early.kind === 'captcha' && captcha !== 'ok') return captchaFailed(captcha);

  const user = await findUserByEmail(db, email);
  // Unknown addresses are hashed against too: the time taken tells nothing.
  const ok = await verifyPassword(password, user?.encrypted_password ?? null);
  const verdict = await settleAttempt(db, keys, {
    now,
    policy,
    captchaSolved: captcha === 'ok',
    passwordOk: ok,
  });
  if (verdict.kind === 'wait') return retryLater(verdict.retryAfterSeconds);
  if (verdict.kind === 'captcha') return captchaFailed(captcha);
  if (!user || !ok) return authError(400, 'invalid_credentials', 'Invalid login credentials');
  if (user.banned) return authError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await createSession(db, user.id);
  await touchLastSignIn(db, user.id);
  // The sign-in's weak_password hint (as GoTrue gives it) checks length and characters only: the
  // dictionary estimate costs 10-50 ms of the event loop on every sign-in, and a password it would
  // refuse was already refused at sign-up or change.
  const reasons = weakPasswordReasons(password, [email], { guessable: false });
  const extra =
    reasons.length > 0 ? { weak_password: { message: weakPasswordMessage(reasons), reasons } } : {};
  return sessionResponse(ctx, request, (await findUserById(db, user.id))!, session, extra);
}

/** supabase-js sends `signInWithPassword`'s `options.captchaToken` as GoTrue reads it. */
function readCaptchaToken(body: Record<string, unknown>): string | null {
  const security = body.gotrue_meta_security;
  if (!security || typeof security !== 'object') return null;
  const token = (security as Record<string, unknown>).captcha_token;
  return typeof token === 'string' && token.trim() ? token : null;
}

/** GoTrue's captcha refusal; the reason in brackets as hCaptcha and Turnstile word theirs. */
function captchaFailed(outcome: CaptchaOutcome): Response {
  const reason =
    outcome === 'missing'
      ? 'no captcha_token found'
      : outcome === 'expired' || outcome === 'replayed'
        ? 'timeout-or-duplicate'
        : 'invalid-input-response';
  return authError(400, 'captcha_failed', `captcha protection: request disallowed (${reason})`);
}

/** An address that must wait: GoTrue's 429 and its wording for a wait, with Retry-After. */
function retryLater(seconds: number): Response {
  const response = authError(
    429,
    'over_request_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
  response.headers.set('Retry-After', String(seconds));
  return response;
}

async function refreshGrant(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const refreshToken = body.refresh_token;
  if (typeof refreshToken !== 'string' || refreshToken.length < 12 || refreshToken.length > 255) {
    return authError(400, 'validation_failed', 'Refresh token is not valid');
  }
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, refreshToken);
    if (!row)
      return {
        error: authError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        ),
      };
    const session = await findSession(tx, row.session_id);
    if (!session)
      return {
        error: authError(
          400,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        ),
      };
    if (row.revoked) {
      const child =
        row.age_seconds <= ctx.config.refreshReuseInterval
          ? await activeChild(tx, row.token)
          : null;
      if (child) return { session, refreshToken: child }; // a parallel request refreshed a moment ago
      // Reuse of a spent token outside the interval: someone may hold a stolen copy, so the
      // whole session ends (GoTrue revokes the token family).
      await deleteSession(tx, row.session_id);
      return {
        error: authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
    return { session, refreshToken: await rotateRefreshToken(tx, row) };
  });
  if ('error' in outcome) return outcome.error!;
  const user = await findUserById(ctx.database.db, outcome.session.user_id);
  if (!user)
    return authError(
      400,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  if (user.banned) return authError(400, 'user_banned', 'User is banned');
  return sessionResponse(ctx, request, user, {
    sessionId: outcome.session.id,
    refreshToken: outcome.refreshToken,
    createdEpoch: Math.floor(outcome.session.created_epoch),
  });
}

/** The user and session behind the request's bearer token, or the GoTrue error for it. */
export async function authenticate(
  ctx: AuthContext,
  request: Request,
): Promise<{ user: UserRow; claims: AccessTokenClaims }> {
  const jwt = bearerToken(request);
  if (!jwt)
    throw new HttpError(
      authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
    );
  const verified = await verifyAccessToken(ctx.config.jwtSecret, jwt);
  if (!verified.ok) throw new HttpError(authError(403, 'bad_jwt', verified.message));
  const { claims } = verified;
  if (claims.aud !== 'authenticated')
    throw new HttpError(
      authError(400, 'validation_failed', "Token audience doesn't match request audience"),
    );
  if (!claims.session_id) {
    const user = await findUserById(ctx.database.db, claims.sub);
    if (!user)
      throw new HttpError(
        authError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
      );
    return { user, claims };
  }
  const found = await findUserWithSession(ctx.database.db, claims.sub, claims.session_id);
  if (!found)
    throw new HttpError(
      authError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
    );
  if (!found.sessionFound) {
    throw new HttpError(
      authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
    );
  }
  return { user: found.user, claims };
}

/** GET /auth/v1/user */
export async function getUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user } = await authenticate(ctx, request);
  if (user.banned) return authError(403, 'user_banned', 'User is banned');
  return json(userJson(user));
}

const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;

/** POST /auth/v1/logout?scope=global|local|others */
export async function logout(ctx: AuthContext, request: Request): Promise<Response> {
  const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
  if (!(LOGOUT_SCOPES as readonly string[]).includes(scope)) {
    return authError(
      400,
      'validation_failed',
      `Unsupported logout scope "${scope.slice(0, 40)}": use global, local or others`,
    );
  }
  const { user, claims } = await authenticate(ctx, request);
  const { db } = ctx.database;
  if (scope === 'global' || !claims.session_id) await deleteUserSessions(db, user.id);
  else if (scope === 'local') await deleteSession(db, claims.session_id);
  else await deleteUserSessions(db, user.id, claims.session_id);
  return new Response(null, { status: 204 });
}

/** GET /auth/v1/verify?token=…&type=signup — the confirmation link: confirms, then back to the site root. */
export async function verify(ctx: AuthContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const root = `${siteOrigin(request)}/`;
  const confirmationToken = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type');
  const user =
    (type === 'signup' || type === 'email') && confirmationToken.length >= 12
      ? await confirmByToken(ctx.database.db, confirmationToken, CONFIRMATION_MAX_AGE_SECONDS)
      : null;
  if (!user) {
    const fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    return Response.redirect(`${root}#${fragment}`, 303);
  }
  return Response.redirect(root, 303);
}
