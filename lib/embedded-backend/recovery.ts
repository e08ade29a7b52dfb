import 'server-only';
import {
  CONFIRMATION_MAX_AGE_SECONDS,
  EMAIL,
  sessionResponse,
  siteOrigin,
  type AuthContext,
} from '@/lib/embedded-backend/auth';
import { mailLocale } from '@/lib/embedded-backend/confirmation-mail';
import {
  authError,
  clientIp,
  json,
  mailSendLimited,
  readJsonObject,
} from '@/lib/embedded-backend/http';
import { consumeMailToken, issueMailToken, linkMailKey } from '@/lib/embedded-backend/mail-tokens';
import {
  applyEmailChange,
  confirmByToken,
  confirmEmail,
  createSession,
  findUserByEmail,
  findUserById,
  markRecoverySent,
  touchLastSignIn,
  type UserRow,
} from '@/lib/embedded-backend/users';
import { localeOfPath } from '@/lib/i18n/paths';
import type { DbTx } from '@/lib/db/database';
import { outboxDir } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { EMBEDDED_PREFIX, RESET_PASSWORD_PATH } from '@/lib/config/backend';

// Password recovery and the links of e-mail changes, as Supabase Auth answers them:
// POST /recover mails a link, POST /verify spends it for a session, GET /verify?type=email_change
// is the link of an e-mail change mail.

/** GoTrue's answer to an unknown, used or expired link (403 otp_expired). */
const expired = () => authError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * Where a mail's link may send the reader: `redirect_to` when it is on this site (as GoTrue keeps
 * to its allow-list, so a link carrying a token never points elsewhere), else `fallback`.
 */
export function allowedRedirect(
  request: Request,
  redirectTo: string | null,
  fallback: string,
): URL {
  const site = siteOrigin(request);
  if (redirectTo) {
    try {
      const url = new URL(redirectTo, site);
      if (url.origin === site || url.origin === new URL(request.url).origin) return url;
    } catch {
      // not a URL: the fallback
    }
  }
  return new URL(fallback, site);
}

/**
 * POST /auth/v1/recover?redirect_to=… {email}: mails a one-hour, single-use link to
 * `redirect_to` (default: the reset-password page) with `token_hash` and `type=recovery`.
 * Answers 200 `{}` whether or not the address has an account, and both limits count unknown
 * addresses too, so the answer never tells which addresses are registered.
 */
export async function recover(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!email) return authError(400, 'validation_failed', 'Password recovery requires an email');
  if (!EMAIL.test(email) || email.length > 255) {
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const { config } = ctx;
  const now = config.now();
  if (!(await ctx.recoverLimiter.allows(clientIp(request), now))) {
    return authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  }
  if (!(await ctx.mailLimiter.allows(`recover:${email}`, now)))
    return mailSendLimited(config.mailInterval);

  const { db } = ctx.database;
  const user = await findUserByEmail(db, email);
  if (user && !user.banned) {
    const redirectTo = new URL(request.url).searchParams.get('redirect_to');
    const link = allowedRedirect(request, redirectTo, RESET_PASSWORD_PATH);
    // The reset page's language (a /fr redirect), else the page the request came from.
    const locale = redirectTo ? localeOfPath(link.pathname) : mailLocale(request);
    // The link and its mail are kept or lost together (config.deliverMail).
    await db.transaction(async (tx) => {
      const token = await issueMailToken(tx, {
        userId: user.id,
        kind: 'recovery',
        email: user.email,
        now,
        ttlSeconds: config.otpExpiry,
      });
      await markRecoverySent(tx, user.id);
      link.searchParams.set('token_hash', token);
      link.searchParams.set('type', 'recovery');
      await config.deliverMail(
        tx,
        linkMailKey('auth-recovery', token),
        renderMail('passwordReset', { to: user.email, locale }, { link: link.toString() }),
        { outbox: outboxDir(config.dataDir) },
      );
    });
  }
  return json({});
}

/**
 * The e-mail change mail, to the new address, whose link (GET /verify) makes the switch; issued
 * and handed over in the caller's transaction `tx`, the one that records the change. Returns the
 * link's token.
 */
export async function mailEmailChange(
  ctx: AuthContext,
  tx: DbTx,
  request: Request,
  input: { user: UserRow; newEmail: string; redirectTo: string | null },
): Promise<string> {
  const token = await issueMailToken(tx, {
    userId: input.user.id,
    kind: 'email_change',
    email: input.newEmail,
    now: ctx.config.now(),
    ttlSeconds: ctx.config.otpExpiry,
  });
  const link = new URL(`${siteOrigin(request)}${EMBEDDED_PREFIX}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'email_change');
  link.searchParams.set('redirect_to', allowedRedirect(request, input.redirectTo, '/').toString());
  await ctx.config.deliverMail(
    tx,
    linkMailKey('auth-email-change', token),
    renderMail(
      'emailChange',
      { to: input.newEmail, locale: mailLocale(request) },
      { link: link.toString(), email: input.newEmail },
    ),
    { outbox: outboxDir(ctx.config.dataDir) },
  );
  return token;
}

const VERIFY_TYPES = ['recovery', 'email_change', 'signup', 'email'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

/** Spends a link's secret of `type`; the user it signs in, or a Response refusing it. */
async function spend(
  ctx: AuthContext,
  type: VerifyType,
  secret: string,
  email?: string,
): Promise<UserRow | Response> {
  const { db } = ctx.database;
  const now = ctx.config.now();
  if (type === 'signup' || type === 'email') {
    return (await confirmByToken(db, secret, CONFIRMATION_MAX_AGE_SECONDS)) ?? expired();
  }
  const spent = await consumeMailToken(db, { token: secret, kind: type, email, now });
  if (!spent) return expired();
  if (type === 'recovery') {
    const user = await findUserById(db, spent.userId);
    if (!user || user.banned) return expired();
    await confirmEmail(db, user.id);
    return (await findUserById(db, user.id))!;
  }
  try {
    return (await applyEmailChange(db, spent.userId, spent.email)) ?? expired();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      return authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    throw error;
  }
}

/**
 * POST /auth/v1/verify {type, token_hash} or {type, email, token} (supabase-js `verifyOtp`): spends
 * the link and answers with a session (type recovery: the reader may now set a new password).
 */
export async function verifyOtp(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const type = typeof body.type === 'string' ? body.type : '';
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  const token = typeof body.token === 'string' ? body.token : '';
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!type) return authError(400, 'validation_failed', 'Verify requires a verification type');
  if (!(VERIFY_TYPES as readonly string[]).includes(type))
    return authError(400, 'validation_failed', 'Unsupported verification type');
  if (tokenHash && (email || body.phone))
    return authError(400, 'validation_failed', 'Only the token_hash and type should be provided');
  if (!tokenHash && !token)
    return authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  if (!tokenHash && !email)
    return authError(400, 'validation_failed', 'Verify requires an email address with a token');
  const secret = tokenHash || token;
  if (secret.length > 255) return expired();

  const user = await spend(ctx, type as VerifyType, secret, tokenHash ? undefined : email);
  if (user instanceof Response) return user;
  const { db } = ctx.database;
  const session = await createSession(db, user.id);
  await touchLastSignIn(db, user.id);
  return sessionResponse(
    ctx,
    request,
    (await findUserById(db, user.id))!,
    session,
    {},
    type === 'recovery' ? 'recovery' : 'otp',
  );
}

/** GET /auth/v1/verify?token=…&type=email_change&redirect_to=…: the e-mail change mail's link. */
export async function verifyEmailChangeLink(ctx: AuthContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = allowedRedirect(request, url.searchParams.get('redirect_to'), '/');
  const token = url.searchParams.get('token') ?? '';
  const outcome =
    token.length >= 12 && token.length <= 255 ? await spend(ctx, 'email_change', token) : expired();
  if (outcome instanceof Response) {
    const body = (await outcome.json()) as { code: string; message: string };
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: body.code,
      error_description: body.message,
    }).toString();
  }
  return Response.redirect(target.toString(), 303);
}
