import { z } from 'zod';
import { careerOpenings } from '@/lib/public-forms/careers/openings';
import type { CountryCode } from '@/lib/catalogue/jurisdictions';
import { emailField } from '@/lib/validation/email';
import { personName } from '@/lib/validation/person';
import { isValidPhone } from '@/lib/validation/phone';
import { oneOf } from '@/lib/validation/text';
import { captchaPayload } from '../../security/captcha/field';
import {
  applicationOpeningIds,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
} from '@/lib/public-forms/careers/options';

/** 5 MB, the limit the form states (5 × 1024 × 1024 bytes). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.docx'] as const;

const locationCountry: Record<string, CountryCode> = { lagos: 'NG', accra: 'GH' };

/**
 * The country whose local phone format the form accepts for an opening: where the job is;
 * Nigeria (our head office) for remote roles and open applications. International numbers
 * (+44 …) are accepted whatever the opening.
 */
export function phoneCountryFor(openingId: string): CountryCode {
  const opening = careerOpenings.find((o) => o.id === openingId);
  return (opening && locationCountry[opening.location]) || 'NG';
}

export function hasCvExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return CV_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * The CV as the browser holds it. The name and size are checked here (both sides); the content
 * is checked by the server (`sniffCv`), which is what decides.
 */
export const cvFile = z
  // Never fails itself (a failed type check would stop the form's cross-field checks): the
  // checks below say what is wrong.
  .custom<File>(() => true)
  .superRefine((value, ctx) => {
    const file = value as unknown;
    if (!(typeof File !== 'undefined' && file instanceof File) || file.size === 0) {
      ctx.addIssue({ code: 'custom', message: 'cvRequired' });
    } else if (file.size > CV_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: 'cvTooLarge' });
    } else if (!hasCvExtension(file.name) || file.name.length > 255) {
      ctx.addIssue({ code: 'custom', message: 'cvWrongType' });
    }
  });

const applicationFields = z.object({
  openingId: oneOf(applicationOpeningIds, 'openingRequired'),
  name: personName,
  email: emailField({ required: 'emailRequired', invalid: 'emailInvalid' }),
  phone: z.string().trim().min(1, 'phoneRequired').max(30, 'phoneInvalid'),
  coverLetter: z
    .string()
    .trim()
    .min(COVER_LETTER_MIN, 'coverLetterTooShort')
    .max(COVER_LETTER_MAX, 'coverLetterTooLong'),
  cv: cvFile,
  altcha: captchaPayload,
});

/** The application form: react-hook-form's resolver in the browser, parsed again by the action. */
export const applicationSchema = applicationFields.refine(
  (v) => isValidPhone(v.phone, phoneCountryFor(v.openingId)),
  {
    message: 'phoneInvalid',
    path: ['phone'],
    when: (payload) =>
      applicationFields.pick({ phone: true, openingId: true }).safeParse(payload.value).success,
  },
);

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;
