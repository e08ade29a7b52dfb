'use server';

import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { notifyCareerApplication } from '@/lib/careers/notify';
import { applicationSchema } from '@/lib/careers/schemas';
import { applicationInputFrom, checkCv, CV_BUCKET, storeApplication } from '@/lib/careers/submit';
import type { FormResult } from '@/lib/contact/form-result';
import { formLimiter } from '@/lib/contact/limits';
import { runPublicForm } from '@/lib/contact/public-form';
import { routing } from '@/lib/i18n/routing';
import { clientIp } from '@/lib/security/rate-limit';
import { getStorage } from '@/lib/storage/storage';

/**
 * The career application's action (multipart, with the CV). Public on purpose: the rate limit
 * and the captcha stand in for authentication; the CV is judged by its bytes, not its name.
 * Staff are mailed after the response.
 */
export async function submitCareerApplication(formData: unknown): Promise<FormResult> {
  const ip = clientIp(await headers());
  const input = formData instanceof FormData ? applicationInputFrom(formData) : {};
  const locale = formData instanceof FormData ? formData.get('locale') : null;
  return runPublicForm({
    name: 'careers',
    limiter: formLimiter('careers'),
    ip,
    schema: applicationSchema,
    input,
    captcha: (values) => values.altcha,
    check: (values) => checkCv(values.cv),
    mutate: (values, cv) => {
      const lang = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
      return storeApplication(values, cv, lang, getStorage(CV_BUCKET));
    },
    notify: (values, id) => notifyCareerApplication(id, values),
  });
}
