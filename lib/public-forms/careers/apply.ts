import 'server-only';
import { publicAction } from '@/lib/actions/public-action';
import type { ActionResult } from '@/lib/actions/result';
import type { Database } from '@/lib/db/database';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { getStorage, type FileStorage } from '@/lib/storage/storage';
import { formLimiter } from '../limits';
import { enqueueCareerApplicationMail } from './notify';
import { applicationSchema } from './schemas';
import { applicationInputFrom, checkCv, CV_BUCKET, storeApplication } from './submit';

/**
 * The career application (multipart, with the CV), posted to its route handler (app/api/careers),
 * which reads the body with a limit: a server action would have Next buffer it whole (issue 29,
 * finding 6). Public on purpose: the rate limit and the captcha stand in for authentication; the
 * CV is judged by its bytes, not its name. The staff mail is a job enqueued with the application.
 */
export function submitCareerApplication(deps: { database?: Database; storage?: FileStorage } = {}) {
  return (formData: FormData, context: { ip?: string } = {}): Promise<ActionResult> => {
    const sent = formData.get('locale');
    const locale = isLocale(sent) ? sent : defaultLocale;
    return publicAction({
      name: 'careers',
      limiter: formLimiter('careers', deps.database),
      schema: applicationSchema,
      captcha: (values) => values.altcha,
      check: (values) => checkCv(values.cv),
      mutate: (values, cv) =>
        storeApplication(
          values,
          cv,
          locale,
          deps.storage ?? getStorage(CV_BUCKET),
          deps.database,
          (tx, id) => enqueueCareerApplicationMail(tx, id, values),
        ),
      database: deps.database,
    })(applicationInputFrom(formData), context);
  };
}
