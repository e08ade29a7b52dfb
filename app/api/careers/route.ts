import type { NextRequest } from 'next/server';
import { fail } from '@/lib/actions/result';
import { resultResponse } from '@/lib/actions/http';
import { submitCareerApplication } from '@/lib/public-forms/careers/apply';
import { COVER_LETTER_MAX } from '@/lib/public-forms/careers/options';
import { CV_MAX_BYTES } from '@/lib/public-forms/careers/schemas';
import { MULTIPART_OVERHEAD_BYTES, readFormUpTo } from '@/lib/security/body-limit';
import { clientIp } from '@/lib/security/rate-limit';

/** The CV, the cover letter (at most 4 bytes a character) and the short fields (the captcha's payload among them). */
const LIMIT = CV_MAX_BYTES + COVER_LETTER_MAX * 4 + MULTIPART_OVERHEAD_BYTES;

/**
 * The career application form (components/public-forms/career-application-form.tsx). The body is
 * read as it streams and given up past its limit, answered 413 with the CV's message (issue 29,
 * finding 6); then the captcha, the rate limit per address and the CV's content are checked as
 * before (lib/public-forms/careers/apply.ts). What interrupted CV writes leave behind is swept by
 * the scheduled job careers.sweep-leftovers (lib/public-forms/careers/sweep.ts).
 */
export async function POST(request: NextRequest) {
  const read = await readFormUpTo(request, LIMIT);
  if (!read.ok)
    return read.error === 'tooLarge'
      ? resultResponse(
          fail('invalidInput', undefined, { fieldErrors: { cv: [{ key: 'cvTooLarge' }] } }),
        )
      : resultResponse(fail('invalidInput'));
  return resultResponse(
    await submitCareerApplication()(read.form, { ip: clientIp(request.headers) }),
  );
}
