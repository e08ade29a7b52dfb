import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryOne } from '@/lib/db/database';
import {
  authenticate,
  EMAIL,
  rateLimited,
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
import { dropMailTokens, linkMailKey } from '@/lib/embedded-backend/mail-tokens';
import {
  hashPassword,
  MAX_PASSWORD_BYTES,
  verifyPassword,
  weakPasswordMessage,
  weakPasswordReasons,
} from '@/lib/embedded-backend/passwords';
import { mailEmailChange } from '@/lib/embedded-backend/recovery';
import type { AccessTokenClaims } from '@/lib/embedded-backend/tokens';
import {
  cancelEmailChange,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  mergeUserMetadata,
  requestEmailChange,
  updatePasswordHash,
  userJson,
  type UserRow,
} from '@/lib/embedded-backend/users';
import { SIGN_IN_PATH } from '@/lib/config/backend';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { outboxDir, type MailMessage } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';

/**
 * The keys PUT /user's `data` may set in user metadata, and the longest string each may hold.
 * Anything else is refused: the metadata travels in every access token and cookie, and an
 * open-ended object let one user grow theirs without bound (issue 29, item 7).
 */
export const USER_METADATA_KEYS: Readonly<Record<string, number>> = { full_name: 200, locale: 5 };

/** `data` checked against USER_METADATA_KEYS, or the GoTrue error refusing it. */
export function checkUserMetadata(data: unknown): Record<string, unknown> | Response {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return authError(400, 'validation_failed', 'User metadata must be a JSON object');
  const checked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const max = USER_METADATA_KEYS[key];
    if (max === undefined)
      return authError(
        400,
        'validation_failed',
        `User metadata key "${key.slice(0, 40)}" is not allowed`,
      );
    if (key === 'locale' ? !isLocale(value) : typeof value !== 'string' || value.length > max)
      return authError(400, 'validation_failed', `User metadata "${key}" is not valid`);
    checked[key] = key === 'full_name' ? (value as string).trim() : value;
  }
  return checked;
}

/**
 * Whether this session may set a password without the current one: it was opened by a recovery
 * link (verifyOtp type recovery) less than `windowSeconds` ago. The link proved the mailbox, as a
 * reset needs; GoTrue's secure password change exempts recovery sessions the same way.
 */
function recentRecovery(claims: AccessTokenClaims, now: number, windowSeconds: number): boolean {
  const entry = claims.amr?.[0];
  return (
    entry?.method === 'recovery' &&
    typeof entry.timestamp === 'number' &&
    now / 1000 - entry.timestamp <= windowSeconds
  );
}

/** The account's language for its security mails: its profile's, else the request's. */
async function accountLocale(ctx: AuthContext, user: UserRow, request: Request): Promise<Locale> {
  try {
    const row = await queryOne<{ locale: string }>(
      ctx.database.db,
      sql`select locale from public.profiles where id = ${user.id}::uuid`,
    );
    if (isLocale(row?.locale)) return row.locale;
  } catch (error) {
    console.error('[embedded-backend] could not read the account language', error);
  }
  return mailLocale(request);
}

/** The "forgot your password?" form in `locale`: what a security mail offers if it was not them. */
function resetLink(request: Request, locale: Locale): string {
  const link = new URL(localisedPath(SIGN_IN_PATH, locale), siteOrigin(request));
  link.searchParams.set('forgot', '1');
  return link.toString();
}

/**
 * PUT /auth/v1/user (supabase-js `updateUser`): `password`, `email` and `data` (user metadata),
 * every field checked before anything is written.
 *
 * A new password (issue 29, finding 5):
 * - is limited per user (EMBEDDED_PASSWORD_CHANGE_RATE_LIMIT, 5 an hour) and per client address
 *   (EMBEDDED_PASSWORD_CHANGE_IP_RATE_LIMIT, 20 an hour), counted in auth.rate_limits before any
 *   password is hashed: each change costs up to three bcrypt hashes on the queue sign-ins share;
 * - needs `current_password`, as GoTrue's secure password change asks
 *   (400 current_password_required / current_password_invalid), unless the session was opened by
 *   a recovery link in the last EMBEDDED_RECOVERY_WINDOW seconds (the reset page);
 * - ends the user's other sessions, voids their recovery links and any pending e-mail change, and
 *   is mailed to the account's address.
 * A new address is only recorded as `new_email` and mailed a link; the current address is told
 * of the request; the account switches when that link is opened.
 */
export async function updateUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user, claims } = await authenticate(ctx, request);
  if (user.banned) return authError(403, 'user_banned', 'User is banned');
  const body = await readJsonObject(request);
  const { db } = ctx.database;
  const now = ctx.config.now();

  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    return authError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }

  let data: Record<string, unknown> | null = null;
  if (body.data !== undefined && body.data !== null) {
    const checked = checkUserMetadata(body.data);
    if (checked instanceof Response) return checked;
    data = checked;
  }

  let password: string | null = null;
  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string' || body.password === '') {
      return authError(400, 'validation_failed', 'Password update requires a valid password');
    }
    password = body.password;
    if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
      return authError(
        400,
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
      );
    }
    // Counted before any hash, whatever comes next: both must allow it.
    const perUser = await ctx.passwordChangeLimiter.allows(user.id, now);
    const perAddress = await ctx.passwordChangeIpLimiter.allows(clientIp(request), now);
    if (!perUser || !perAddress) return rateLimited();
    const reasons = weakPasswordReasons(password, [user.email ?? '']);
    if (reasons.length > 0)
      return authError(422, 'weak_password', weakPasswordMessage(reasons), {
        weak_password: { reasons },
      });
    if (user.encrypted_password && !recentRecovery(claims, now, ctx.config.recoveryWindowSeconds)) {
      const current = body.current_password;
      if (typeof current !== 'string' || current === '')
        return authError(
          400,
          'current_password_required',
          'Current password required when setting new password.',
        );
      if (
        Buffer.byteLength(current) > MAX_PASSWORD_BYTES ||
        !(await verifyPassword(current, user.encrypted_password))
      )
        return authError(
          400,
          'current_password_invalid',
          'Current password required when setting new password.',
        );
    }
    if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
      return authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
  }

  let newEmail: string | null = null;
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 255) {
      return authError(
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      );
    }
    if (email !== user.email.toLowerCase()) {
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== user.id) {
        return authError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      if (!(await ctx.mailLimiter.allows(`email_change:${user.id}`, now)))
        return mailSendLimited(ctx.config.mailInterval);
      newEmail = email;
    }
  }

  const passwordHash = password ? await hashPassword(password) : null;
  // The account's security mails, in its language, handed over in the change's own transaction.
  const locale = passwordHash || newEmail ? await accountLocale(ctx, user, request) : null;
  await db.transaction(async (tx) => {
    const deliver = (key: string, mail: MailMessage) =>
      ctx.config.deliverMail(tx, key, mail, { outbox: outboxDir(ctx.config.dataDir) });
    if (passwordHash) {
      await updatePasswordHash(tx, user.id, passwordHash);
      await dropMailTokens(tx, user.id, 'recovery');
      // A change of address asked for by whoever held the session dies with the old password.
      await dropMailTokens(tx, user.id, 'email_change');
      if (!newEmail) await cancelEmailChange(tx, user.id);
      if (claims.session_id) await deleteUserSessions(tx, user.id, claims.session_id);
    }
    if (data) await mergeUserMetadata(tx, user.id, data);
    if (newEmail) await requestEmailChange(tx, user.id, newEmail);
    if (!locale) return;
    const link = resetLink(request, locale);
    // Each change is its own event: nothing else names it, so the key carries a fresh id.
    if (passwordHash)
      await deliver(
        `mail:auth-password-changed:${user.id}:${randomUUID()}`,
        renderMail('passwordChanged', { to: user.email, locale }, { email: user.email, link }),
      );
    if (newEmail) {
      const redirectTo = new URL(request.url).searchParams.get('redirect_to');
      const token = await mailEmailChange(ctx, tx, request, { user, newEmail, redirectTo });
      await deliver(
        linkMailKey('auth-email-change-notice', token),
        renderMail(
          'emailChangeRequested',
          { to: user.email, locale },
          { email: user.email, newEmail, link },
        ),
      );
    }
  });
  return json(userJson((await findUserById(db, user.id))!));
}
