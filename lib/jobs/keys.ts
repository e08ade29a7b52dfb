import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * An idempotency key names the event a job stands for (`mail:application-received:<id>`,
 * `mail:payment-confirmed:<paymentId>`): letters, digits and `.:_-@/`, up to 200 characters.
 */
export const jobKey = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9.:_@/-]*$/, 'invalidJobKey');

// A namespace of our own for the name-based UUIDs below (generated once, never to change: every
// job id and Message-ID already issued was derived from it).
const NAMESPACE = Buffer.from('6f0c1b0e4d2a4f4f9a3b7d7e2c5a9b11', 'hex');

/**
 * A name-based UUID (version 5, SHA-1) of `name` in our namespace, as RFC 4122 §4.3 (2005,
 * https://www.rfc-editor.org/rfc/rfc4122#section-4.3) defines it: the same name always gives
 * the same UUID.
 */
export function uuidV5(name: string, namespace: Buffer = NAMESPACE): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the job a key names. pg-boss inserts a job with `ON CONFLICT DO NOTHING` on its
 * (queue, id) primary key, so a second enqueue of one key is a no-op for as long as the first
 * job's row exists: queued, running, retrying, failed, and after it completed until the queue's
 * deletion delay has passed (`deleteAfterSeconds`). A singleton key would dedupe less: only while
 * a job is queued or active, depending on the queue's policy.
 */
export function jobIdFor(queue: string, key: string): string {
  return uuidV5(`${queue}\n${key}`);
}
