import 'server-only';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/config/data-dir';
import { positiveInt } from '@/lib/config/env';
import type { DbTx } from '@/lib/db/database';
import type { ThrottlePolicy } from '@/lib/embedded-backend/sign-in-throttle';
import type { MailMessage } from '@/lib/mail/mailer';

/**
 * Hands a mail over for sending in the transaction that creates the link it carries, so a link
 * never exists without its mail nor a mail without its link; `key` names that event (one mail per
 * link, however often it is handed over). The app's is the job queue's `enqueueMail`, given by
 * instrumentation.ts: infrastructure may not import lib/jobs (eslint.config.mjs). `outbox` is
 * where the mail is written when there is no SMTP server.
 */
export type DeliverMail = (
  tx: DbTx,
  key: string,
  mail: MailMessage,
  options: { outbox: string },
) => Promise<unknown>;

/** The delivery of a backend nobody gave one: its mails fail (and with them their transaction). */
const noMailDelivery: DeliverMail = () =>
  Promise.reject(
    new Error(
      'The embedded backend has no mail delivery (instrumentation.ts gives it the job queue)',
    ),
  );

/** Everything the embedded backend reads from the environment, resolved once. */
export interface EmbeddedConfig {
  dataDir: string;
  /** HS256 key of the access tokens. */
  jwtSecret: Uint8Array;
  /** Access-token lifetime in seconds (EMBEDDED_JWT_EXPIRY, default 3600). */
  jwtExpiry: number;
  /** Seconds a just-rotated refresh token may still be used, for parallel SSR requests (Supabase's default: 10). */
  refreshReuseInterval: number;
  /** EMBEDDED_AUTH_CONFIRM_EMAIL=true: sign-up sends a confirmation mail instead of signing in. */
  confirmEmail: boolean;
  /** Password sign-ins per IP per minute. */
  signInPerMinute: number;
  /** Failed sign-ins per account: when a captcha is needed, how long an address waits (sign-in-throttle.ts). */
  signInThrottle: ThrottlePolicy;
  /** Sign-ups per IP per minute. */
  signUpPerMinute: number;
  /** Lower-cased ADMIN_EMAILS: granted the admin role at sign-up and at start. */
  adminEmails: string[];
  /** Seconds a recovery or e-mail change link stays valid (GoTrue's MAILER_OTP_EXPIRY default: 3600). */
  otpExpiry: number;
  /** Password-recovery requests per IP per hour. */
  recoverPerHour: number;
  /** Seconds between two mails to one address (GoTrue's SMTP_MAX_FREQUENCY default: 60). */
  mailInterval: number;
  /** Password changes (PUT /user with a password) per user per hour. */
  passwordChangesPerHour: number;
  /** Password changes per client address per hour, whatever the account. */
  passwordChangesPerHourPerIp: number;
  /**
   * Seconds after a recovery link signed the user in during which they may set a password without
   * the current one (the link proved the mailbox); any other session must give the current one.
   */
  recoveryWindowSeconds: number;
  /** The clock, in milliseconds (tests move it instead of sleeping through an expiry). */
  now: () => number;
  /** How the backend's mails (confirmation, recovery, e-mail change, notices) are sent. */
  deliverMail: DeliverMail;
}

/**
 * Reads a secret from `file` in the data dir, generating it on first use (mode 0600). Created
 * exclusively: instances starting together on a shared DATA_DIR all read the one that won.
 */
export function fileSecret(dir: string, file: string): string {
  const target = path.join(dir, file);
  const read = () => {
    try {
      return readFileSync(target, 'utf8').trim();
    } catch {
      return ''; // not generated yet
    }
  };
  const existing = read();
  if (existing.length >= 32) return existing;
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  if (existing) {
    writeFileSync(target, secret, { mode: 0o600 }); // too short to be one we generated
    return secret;
  }
  try {
    // Written whole under another name first, then linked: never seen half-written.
    const tmp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, secret, { mode: 0o600 });
    try {
      linkSync(tmp, target);
    } finally {
      rmSync(tmp, { force: true });
    }
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  }
}

export function parseAdminEmails(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0
    ? parsed
    : fallback;
}

/** The configuration from the environment; `overrides` let tests pick their own values. */
export function embeddedConfig(overrides: Partial<EmbeddedConfig> = {}): EmbeddedConfig {
  const dir = overrides.dataDir ?? dataDir();
  const envSecret = process.env.EMBEDDED_JWT_SECRET;
  if (envSecret && envSecret.length < 32)
    throw new Error('EMBEDDED_JWT_SECRET must be at least 32 characters');
  const generalLimit = process.env.EMBEDDED_AUTH_RATE_LIMIT;
  return {
    dataDir: dir,
    jwtSecret:
      overrides.jwtSecret ?? new TextEncoder().encode(envSecret || fileSecret(dir, 'jwt-secret')),
    jwtExpiry: overrides.jwtExpiry ?? positiveInt(process.env.EMBEDDED_JWT_EXPIRY, 3600),
    refreshReuseInterval:
      overrides.refreshReuseInterval ??
      positiveInt(process.env.EMBEDDED_REFRESH_REUSE_INTERVAL, 10),
    confirmEmail: overrides.confirmEmail ?? process.env.EMBEDDED_AUTH_CONFIRM_EMAIL === 'true',
    signInPerMinute:
      overrides.signInPerMinute ??
      positiveInt(process.env.EMBEDDED_SIGNIN_RATE_LIMIT ?? generalLimit, 30),
    signInThrottle: overrides.signInThrottle ?? {
      captchaAfter: positiveInt(process.env.EMBEDDED_SIGNIN_CAPTCHA_AFTER, 3),
      delayAfter: positiveInt(process.env.EMBEDDED_SIGNIN_DELAY_AFTER, 5),
      maxDelaySeconds: positiveInt(process.env.EMBEDDED_SIGNIN_MAX_DELAY, 300),
    },
    signUpPerMinute:
      overrides.signUpPerMinute ??
      positiveInt(process.env.EMBEDDED_SIGNUP_RATE_LIMIT ?? generalLimit, 10),
    adminEmails: overrides.adminEmails ?? parseAdminEmails(process.env.ADMIN_EMAILS),
    otpExpiry: overrides.otpExpiry ?? positiveInt(process.env.EMBEDDED_OTP_EXPIRY, 3600),
    recoverPerHour:
      overrides.recoverPerHour ?? positiveInt(process.env.EMBEDDED_RECOVER_RATE_LIMIT, 30),
    mailInterval: overrides.mailInterval ?? nonNegativeInt(process.env.EMBEDDED_MAIL_INTERVAL, 60),
    passwordChangesPerHour:
      overrides.passwordChangesPerHour ??
      positiveInt(process.env.EMBEDDED_PASSWORD_CHANGE_RATE_LIMIT, 5),
    passwordChangesPerHourPerIp:
      overrides.passwordChangesPerHourPerIp ??
      positiveInt(process.env.EMBEDDED_PASSWORD_CHANGE_IP_RATE_LIMIT, 20),
    recoveryWindowSeconds:
      overrides.recoveryWindowSeconds ?? positiveInt(process.env.EMBEDDED_RECOVERY_WINDOW, 600),
    now: overrides.now ?? Date.now,
    deliverMail: overrides.deliverMail ?? noMailDelivery,
  };
}
