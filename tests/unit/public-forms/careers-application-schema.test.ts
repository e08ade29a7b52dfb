import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hasCvSignature } from '@/lib/public-forms/careers/cv-signature';
import { cleanFileName, sniffCv } from '@/lib/public-forms/careers/cv';
import {
  applicationSchema,
  CV_MAX_BYTES,
  phoneCountryFor,
} from '@/lib/public-forms/careers/schemas';

const fixture = (name: string) =>
  Uint8Array.from(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', name)));
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = '') =>
  new File([bytes], name, { type });

const valid = {
  openingId: 'registration-specialist-lagos',
  name: 'Kwame Mensah',
  email: 'kwame@example.com.gh',
  phone: '0803 123 4567',
  coverLetter:
    'I have filed more than two hundred company registrations with the CAC and enjoy the work.',
  cv: file(fixture('cv.pdf'), 'kwame-mensah.pdf', 'application/pdf'),
  altcha: 'payload',
};

function errorsOf(input: unknown): Record<string, string[]> {
  const result = applicationSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('CV content check', () => {
  it('recognises a real PDF and a real DOCX by their bytes', async () => {
    expect(await sniffCv(fixture('cv.pdf'))).toEqual({
      ok: true,
      ext: 'pdf',
      contentType: 'application/pdf',
    });
    expect(await sniffCv(fixture('cv.docx'))).toEqual({
      ok: true,
      ext: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('refuses a text file named .pdf', async () => {
    expect(await sniffCv(fixture('fake-cv.pdf'))).toEqual({ ok: false, error: 'cvWrongType' });
  });

  it('refuses a ZIP archive that is not a Word document', async () => {
    expect(await sniffCv(fixture('not-a-cv.zip'))).toEqual({ ok: false, error: 'cvWrongType' });
  });

  it('refuses an empty file and one above 5 MB', async () => {
    expect(await sniffCv(new Uint8Array())).toEqual({ ok: false, error: 'cvRequired' });
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(fixture('cv.pdf'));
    expect(await sniffCv(big)).toEqual({ ok: false, error: 'cvTooLarge' });
  });

  it("the browser's quick look agrees on the fixtures", () => {
    expect(hasCvSignature(fixture('cv.pdf'))).toBe(true);
    expect(hasCvSignature(fixture('cv.docx'))).toBe(true);
    expect(hasCvSignature(fixture('fake-cv.pdf'))).toBe(false);
  });

  it('keeps only the base name of an uploaded file, without control characters', () => {
    expect(cleanFileName('C:\\Users\\ada\\cv.pdf')).toBe('cv.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('cv\u0000\n.pdf')).toBe('cv.pdf');
  });
});

describe('career application schema', () => {
  it('accepts a complete application', () => {
    expect(applicationSchema.safeParse(valid).success).toBe(true);
  });

  it('names every missing field with its own message', () => {
    expect(
      errorsOf({
        openingId: '',
        name: '',
        email: '',
        phone: '',
        coverLetter: '',
        cv: null,
        altcha: '',
      }),
    ).toEqual({
      openingId: ['openingRequired'],
      name: ['nameRequired'],
      email: ['emailRequired'],
      phone: ['phoneRequired'],
      coverLetter: ['coverLetterTooShort'],
      cv: ['cvRequired'],
      altcha: ['captchaRequired'],
    });
  });

  it('reads local phone numbers in the country of the opening', () => {
    expect(phoneCountryFor('compliance-associate-accra')).toBe('GH');
    expect(phoneCountryFor('registration-specialist-lagos')).toBe('NG');
    expect(phoneCountryFor('open-application')).toBe('NG');
    expect(
      errorsOf({ ...valid, openingId: 'compliance-associate-accra', phone: '024 123 4567' }),
    ).toEqual({});
    expect(
      errorsOf({ ...valid, openingId: 'compliance-associate-accra', phone: '0803 123 4567' }),
    ).toEqual({
      phone: ['phoneInvalid'],
    });
    expect(errorsOf({ ...valid, phone: '+44 7911 123456' })).toEqual({});
  });

  it('refuses a CV above 5 MB and a file that is neither .pdf nor .docx by name', () => {
    expect(errorsOf({ ...valid, cv: file(new Uint8Array(CV_MAX_BYTES + 1), 'cv.pdf') })).toEqual({
      cv: ['cvTooLarge'],
    });
    expect(errorsOf({ ...valid, cv: file(fixture('cv.pdf'), 'cv.txt') })).toEqual({
      cv: ['cvWrongType'],
    });
  });

  it('refuses an opening that does not exist', () => {
    expect(errorsOf({ ...valid, openingId: 'chief-astronaut' })).toEqual({
      openingId: ['openingRequired'],
    });
  });
});

describe('career application schema, several mistakes at once', () => {
  it('reports the phone for the opening even while the CV and captcha are missing', () => {
    expect(
      errorsOf({
        ...valid,
        openingId: 'compliance-associate-accra',
        phone: '0803 123 4567',
        cv: null,
        altcha: '',
      }),
    ).toEqual({ phone: ['phoneInvalid'], cv: ['cvRequired'], altcha: ['captchaRequired'] });
  });
});
