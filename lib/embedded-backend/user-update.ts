import 'server-only';
import { authenticate, EMAIL, type AuthContext } from '@/lib/embedded-backend/auth';
import { authError, json, readJsonObject } from '@/lib/embedded-backend/http';
import { dropMailTokens } from '@/lib/embedded-backend/mail-tokens';
import {
  hashPassword,
  MAX_PASSWORD_BYTES,
  verifyPassword,
  weakPasswordMessage,
  weakPasswordReasons,
} from '@/lib/embedded-backend/passwords';
import { mailSendLimited, sendEmailChangeMail } from '@/lib/embedded-backend/recovery';
import {
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  mergeUserMetadata,
  requestEmailChange,
  updatePasswordHash,
  userJson,
} from '@/lib/embedded-backend/users';

/**
 * PUT /auth/v1/user (supabase-js `updateUser`): `password`, `email` and `data` (user metadata),
 * every field checked before anything is written. A new password ends the user's other sessions
 * and voids their recovery links (as GoTrue's UpdatePassword); a new address is only recorded as
 * `new_email` and mailed a link, and the account switches when that link is opened.
 */
export async function updateUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user, claims } = await authenticate(ctx, request);
  if (user.banned) return authError(403, 'user_banned', 'User is banned');
  const body = await readJsonObject(request);
  const { db } = ctx.database;

  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    return authError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }

  let password: string | null = null;
  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string' || body.password === '') {
      return authError(400, 'validation_failed', 'Password update requires a valid password');
    }
    password = body.password;
    if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
      return authError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
    }
    const reasons = weakPasswordReasons(password, [user.email ?? '']);
    if (reasons.length > 0) return authError(422, 'weak_password', weakPasswordMessage(reasons), { weak_password: { reasons } });
    if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
      return authError(422, 'same_password', 'New password should be different from the old password.');
    }
  }

  let newEmail: string | null = null;
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 255) {
      return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (email !== user.email.toLowerCase()) {
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== user.id) {
        return authError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      if (!(await ctx.mailLimiter.allows(`email_change:${user.id}`, ctx.config.now()))) return mailSendLimited(ctx.config.mailInterval);
      newEmail = email;
    }
  }

  let data: Record<string, unknown> | null = null;
  if (body.data !== undefined && body.data !== null) {
    if (typeof body.data !== 'object' || Array.isArray(body.data)) {
      return authError(400, 'validation_failed', 'User metadata must be a JSON object');
    }
    data = body.data as Record<string, unknown>;
  }

  const passwordHash = password ? await hashPassword(password) : null;
  await db.transaction(async (tx) => {
    if (passwordHash) {
      await updatePasswordHash(tx, user.id, passwordHash);
      await dropMailTokens(tx, user.id, 'recovery');
      if (claims.session_id) await deleteUserSessions(tx, user.id, claims.session_id);
    }
    if (data) await mergeUserMetadata(tx, user.id, data);
    if (newEmail) await requestEmailChange(tx, user.id, newEmail);
  });
  if (newEmail) {
    const redirectTo = new URL(request.url).searchParams.get('redirect_to');
    await sendEmailChangeMail(ctx, request, { user, newEmail, redirectTo });
  }
  return json(userJson((await findUserById(db, user.id))!));
}
