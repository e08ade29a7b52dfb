import 'server-only';
import { signHs256, verifyHs256, type JwtPayload } from '@/lib/embedded-backend/jwt';
import { isUuid } from '@/lib/validation/ids';
import type { UserRow } from '@/lib/embedded-backend/users';

/** Supabase's access-token claims (contract §5.1). */
export interface AccessTokenClaims extends JwtPayload {
  iss: string;
  exp: number;
  iat: number;
  sub: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

export async function signAccessToken(
  secret: Uint8Array,
  input: {
    user: UserRow;
    sessionId: string;
    issuer: string;
    expiresIn: number;
    authenticatedAt: number;
    method?: string;
  },
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const expiresAt = iat + input.expiresIn;
  const { user } = input;
  const claims: AccessTokenClaims = {
    iss: input.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat,
    email: user.email,
    phone: user.phone,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{ method: input.method ?? 'password', timestamp: input.authenticatedAt }],
    session_id: input.sessionId,
    is_anonymous: user.is_anonymous,
  };
  const token = signHs256(claims, secret);
  return { token, expiresAt };
}

export type VerifyResult =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

/**
 * Verifies an access token (HS256, our secret, not expired) and checks its shape: a UUID `sub`
 * (malformed user ids are refused), a `role`, and a UUID `session_id` when present.
 */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<VerifyResult> {
  const checked = verifyHs256(token, secret);
  if (!checked.ok) {
    return checked.reason === 'expired'
      ? { ok: false, reason: 'expired', message: 'invalid JWT: token is expired' }
      : {
          ok: false,
          reason: 'invalid',
          message: 'invalid JWT: unable to parse or verify signature',
        };
  }
  const { payload } = checked;
  if (!isUuid(payload.sub))
    return { ok: false, reason: 'invalid', message: 'invalid claim: sub claim must be a UUID' };
  if (typeof payload.role !== 'string')
    return { ok: false, reason: 'invalid', message: 'invalid claim: missing role' };
  if (payload.session_id !== undefined && !isUuid(payload.session_id)) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'invalid claim: session_id claim must be a UUID',
    };
  }
  return { ok: true, claims: payload as AccessTokenClaims };
}
