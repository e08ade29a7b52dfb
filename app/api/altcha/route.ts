import { createCaptchaChallenge } from '@/lib/security/captcha/captcha';
import { captchaLimiter } from '@/lib/security/captcha/limits';
import { clientIp } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

/** A fresh ALTCHA challenge for the contact and career forms' widget. Never cached. */
export async function GET(request: Request) {
  const decision = captchaLimiter().consume(clientIp(request.headers));
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
    return Response.json(
      { error: 'Captcha unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
