import { createCaptchaChallenge } from '@/lib/security/captcha/captcha';
import { captchaLimiter } from '@/lib/security/captcha/limits';
import { clientIp, type RateLimitDecision } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

const unavailable = () =>
  Response.json(
    { error: 'Captcha unavailable' },
    { status: 503, headers: { 'Cache-Control': 'no-store' } },
  );

/** A fresh ALTCHA challenge for the contact and career forms' widget. Never cached. */
export async function GET(request: Request) {
  let decision: RateLimitDecision;
  try {
    decision = await captchaLimiter().consume(clientIp(request.headers));
  } catch (error) {
    console.error('[captcha] could not count the challenge:', error);
    return unavailable();
  }
  if (!decision.allowed) {
    return Response.json(
      { error: 'Too many requests' },
      {
        status: 429,
        headers: { 'Retry-After': String(decision.retryAfterSeconds), 'Cache-Control': 'no-store' },
      },
    );
  }
  try {
    return Response.json(await createCaptchaChallenge(), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    console.error('[captcha] could not create a challenge:', error);
    return unavailable();
  }
}
