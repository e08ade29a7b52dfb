'use server';

import { publicAction } from '@/lib/actions/public-action';
import type { ActionResult } from '@/lib/actions/result';
import { toLocale } from '@/lib/i18n/locale';
import { getStorage } from '@/lib/storage/storage';
import { formLimiter } from '../limits';
import { notifyCareerApplication } from './notify';
import { applicationSchema } from './schemas';
import { applicationInputFrom, checkCv, CV_BUCKET, storeApplication } from './submit';

/**
 * The career application's action (multipart, with the CV). Public on purpose: the rate limit
 * and the captcha stand in for authentication; the CV is judged by its bytes, not its name.
 * Staff are mailed after the response.
 */
export async function submitCareerApplication(formData: unknown): Promise<ActionResult> {
  const input = formData instanceof FormData ? applicationInputFrom(formData) : {};
  const locale = toLocale(formData instanceof FormData ? formData.get('locale') : null);
  return publicAction({
    name: 'careers',
    limiter: formLimiter('careers'),
    schema: applicationSchema,
    captcha: (values) => values.altcha,
    check: (values) => checkCv(values.cv),
    mutate: (values, cv) => storeApplication(values, cv, locale, getStorage(CV_BUCKET)),
    notify: (values, id) => notifyCareerApplication(id, values),
  })(input);
}
