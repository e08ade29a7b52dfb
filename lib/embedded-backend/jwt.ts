import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 JWTs with node:crypto. (jose is ESM-only, which Jest's sandbox cannot load next to
// PGlite's WebAssembly build; HMAC-SHA256 over the compact form is all HS256 needs.)

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number; sub?: unknown };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signHs256(payload: JwtPayload, secret: Uint8Array): string {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  const signature = createHmac('sha256', secret).update(input).digest('base64url');
  return `${input}.${signature}`;
}

export type JwtCheck =
  { ok: true; payload: JwtPayload } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies the signature (HS256 only), then `exp` with no leeway; `nbf` if present. */
export function verifyHs256(
  token: string,
  secret: Uint8Array,
  now = Math.floor(Date.now() / 1000),
): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header, body, signature] = parts as [string, string, string];
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
    if (alg !== 'HS256') return { ok: false, reason: 'invalid' };
    const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' };
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as unknown;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      return { ok: false, reason: 'invalid' };
    const claims = payload as JwtPayload;
    if (typeof claims.exp !== 'number') return { ok: false, reason: 'invalid' };
    if (claims.exp <= now) return { ok: false, reason: 'expired' };
    if (typeof claims.nbf === 'number' && claims.nbf > now) return { ok: false, reason: 'invalid' };
    return { ok: true, payload: claims };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
