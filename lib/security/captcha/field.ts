import { z } from 'zod';

/** The captcha widget's payload; its absence is the widget's own "please verify" message. */
export const captchaPayload = z
  .string({ error: 'captchaRequired' })
  .min(1, 'captchaRequired')
  .max(10_000, 'captchaRequired');
