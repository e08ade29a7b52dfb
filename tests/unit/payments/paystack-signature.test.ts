import {
  PAYSTACK_CHANNELS,
  PAYSTACK_SIGNATURE_TOLERANCE_SECONDS,
  verifyPaystackSignature,
} from '@/lib/payments/providers/paystack';

// Paystack publishes no test vector for its webhook signature (its Webhooks page shows code
// only), so these are checked against two independent sources: RFC 4231's HMAC-SHA512 test case
// 2, and OpenSSL (`openssl dgst -sha512 -hmac <key>`) over a Paystack-shaped body.

/** RFC 4231, section 4.3 (test case 2): key "Jefe". */
const RFC4231_KEY = 'Jefe';
const RFC4231_DATA = 'what do ya want for nothing?';
const RFC4231_HMAC_SHA512 =
  '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737';

const SECRET = 'sk_test_0123456789abcdef0123456789abcdef01234567';
/** Written as Paystack writes JSON, `/` escaped: the bytes are signed, not the parsed object. */
const BODY =
  '{"event":"charge.success","data":{"id":4099260516,"status":"success","reference":"NG-CO-2026-000123-A1","amount":5000000,"currency":"NGN","paid_at":"2026-11-27T09:15:02.000Z","channel":"card","customer":{"email":"ada@example.com"},"metadata":{"url":"https:\\/\\/registra.example\\/account"}}}';
/** `printf '%s' "$BODY" | openssl dgst -sha512 -hmac "$SECRET"` */
const BODY_SIGNATURE =
  'c54877c102e46e4dacce9dc747754b67d965b541c4bb08aa7ad4276f732ba48172271f7c95f52ad8aba0a50f25b609ee44ee409b006573aaf897212ae6059916';
/** `printf '%s' "1764235000.$BODY" | openssl dgst -sha512 -hmac "$SECRET"` */
const TIMESTAMP = 1764235000;
const TIMESTAMPED_SIGNATURE =
  '2a2ec563e871689a77ca52d2d6a484169108006e4b006fc96180a8dbf50d231dff0abcb70195e5074cae0b24c434d5de10e6d9ad18510fe9bb30f1a5a5db3851';

describe("Paystack's classic webhook signature (x-paystack-signature)", () => {
  it('accepts the HMAC-SHA512 of RFC 4231 test case 2', () => {
    expect(verifyPaystackSignature(RFC4231_DATA, RFC4231_HMAC_SHA512, RFC4231_KEY)).toEqual({
      ok: true,
      scheme: 'classic',
    });
  });

  it('accepts the hex HMAC-SHA512 of the raw body keyed with the secret key, as bytes or text', () => {
    expect(verifyPaystackSignature(BODY, BODY_SIGNATURE, SECRET).ok).toBe(true);
    expect(verifyPaystackSignature(Buffer.from(BODY), BODY_SIGNATURE, SECRET).ok).toBe(true);
    expect(verifyPaystackSignature(BODY, BODY_SIGNATURE.toUpperCase(), SECRET).ok).toBe(true);
  });

  it('refuses a body changed by one byte, or re-serialised from its parsed JSON', () => {
    const changed = BODY.replace('"amount":5000000', '"amount":5000001');
    expect(verifyPaystackSignature(changed, BODY_SIGNATURE, SECRET)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    const reserialised = JSON.stringify(JSON.parse(BODY));
    expect(reserialised).not.toBe(BODY);
    expect(verifyPaystackSignature(reserialised, BODY_SIGNATURE, SECRET).ok).toBe(false);
  });

  it('refuses another key, a signature one digit off, a missing header and a truncated one', () => {
    expect(verifyPaystackSignature(BODY, BODY_SIGNATURE, `${SECRET}x`).ok).toBe(false);
    const offByOne = `${BODY_SIGNATURE.slice(0, -1)}${BODY_SIGNATURE.endsWith('6') ? '7' : '6'}`;
    expect(verifyPaystackSignature(BODY, offByOne, SECRET).ok).toBe(false);
    expect(verifyPaystackSignature(BODY, undefined, SECRET)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyPaystackSignature(BODY, '', SECRET)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyPaystackSignature(BODY, BODY_SIGNATURE.slice(0, 64), SECRET)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses everything when no secret is configured', () => {
    expect(verifyPaystackSignature(BODY, BODY_SIGNATURE, '').ok).toBe(false);
    expect(verifyPaystackSignature(BODY, BODY_SIGNATURE, []).ok).toBe(false);
  });
});

describe("Paystack's timestamped webhook signature (t=…,v1=<key id>:<hex>)", () => {
  const header = `t=${TIMESTAMP},v1=k1:${TIMESTAMPED_SIGNATURE}`;

  it('accepts the HMAC-SHA512 of "<t>." and the raw body, and names the key that matched', () => {
    expect(verifyPaystackSignature(BODY, header, SECRET, { now: TIMESTAMP + 10 })).toEqual({
      ok: true,
      scheme: 'timestamped',
      keyId: 'k1',
      timestamp: TIMESTAMP,
    });
  });

  it('refuses a timestamp more than 300 seconds from now, either way', () => {
    expect(PAYSTACK_SIGNATURE_TOLERANCE_SECONDS).toBe(300);
    const at = (now: number) => verifyPaystackSignature(BODY, header, SECRET, { now });
    expect(at(TIMESTAMP + 300).ok).toBe(true);
    expect(at(TIMESTAMP + 301)).toEqual({ ok: false, reason: 'expired' });
    expect(at(TIMESTAMP - 301)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses the signature moved to another timestamp, and a changed body', () => {
    const moved = `t=${TIMESTAMP + 1},v1=k1:${TIMESTAMPED_SIGNATURE}`;
    expect(verifyPaystackSignature(BODY, moved, SECRET, { now: TIMESTAMP }).ok).toBe(false);
    const changed = BODY.replace('NG-CO', 'NG-BN');
    expect(verifyPaystackSignature(changed, header, SECRET, { now: TIMESTAMP }).ok).toBe(false);
  });

  it('accepts any one matching entry among several (a key rotation) and any of our secrets', () => {
    const rotation = `t=${TIMESTAMP},v1=k0:${'0'.repeat(128)},v1=k1:${TIMESTAMPED_SIGNATURE}`;
    const check = verifyPaystackSignature(BODY, rotation, ['sk_test_old', SECRET], {
      now: TIMESTAMP,
    });
    expect(check).toMatchObject({ ok: true, keyId: 'k1' });
  });

  it('refuses a header without a timestamp, with two, or with no keyed signature', () => {
    const now = { now: TIMESTAMP };
    expect(verifyPaystackSignature(BODY, `v1=k1:${TIMESTAMPED_SIGNATURE}`, SECRET, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(
      verifyPaystackSignature(BODY, `t=1,t=2,v1=k1:${TIMESTAMPED_SIGNATURE}`, SECRET, now).ok,
    ).toBe(false);
    expect(
      verifyPaystackSignature(BODY, `t=${TIMESTAMP},v1=${TIMESTAMPED_SIGNATURE}`, SECRET, now),
    ).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('the channels Paystack offers in each currency', () => {
  it('offers USSD and Pay with Transfer in Nigeria, mobile money in Ghana, EFT and QR in South Africa', () => {
    expect(PAYSTACK_CHANNELS.NGN).toEqual(['card', 'bank', 'bank_transfer', 'ussd']);
    expect(PAYSTACK_CHANNELS.GHS).toEqual(['card', 'mobile_money']);
    expect(PAYSTACK_CHANNELS.ZAR).toEqual(['card', 'eft', 'qr', 'capitec_pay']);
  });
});
