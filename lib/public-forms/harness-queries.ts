import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import type { Locale } from '@/lib/i18n/locales';
import { insertCareerApplication } from '@/lib/public-forms/careers/queries';
import { CV_BUCKET } from '@/lib/public-forms/careers/submit';
import { insertContactMessage } from '@/lib/public-forms/contact/queries';
import { getStorage } from '@/lib/storage/storage';

export type StoredFormSubmissions = {
  contactMessages: { id: string; name: string; email: string; message: string }[];
  careerApplications: {
    id: string;
    name: string;
    email: string;
    cv_path: string;
    cv_size: number;
  }[];
};

/**
 * What the public forms stored under one sender's name, for the browser tests to check that a
 * refused submission left nothing behind. Served only by the test harness (E2E_HARNESS=1).
 * Service connection (no RLS): it reads every sender's rows by design, which only admins may.
 */
export function storedFormSubmissions(name: string): Promise<StoredFormSubmissions> {
  return withServiceRole(async (tx) => ({
    contactMessages: await query<StoredFormSubmissions['contactMessages'][number]>(
      tx,
      sql`select id, name, email, message from public.contact_messages
          where name = ${name} order by created_at`,
    ),
    careerApplications: await query<StoredFormSubmissions['careerApplications'][number]>(
      tx,
      sql`select id, name, email, cv_path, cv_size from public.career_applications
          where name = ${name} order by created_at`,
    ),
  }));
}

/**
 * A contact message and a career application with its CV, as the forms would store them, for
 * the browser tests of the staff inbox (the forms' captcha is tested on its own). Harness only.
 */
export async function seedInboxMessages(input: {
  name: string;
  email: string;
  locale: Locale;
  cv: Uint8Array;
}): Promise<{ messageId: string; careerId: string }> {
  const messageId = await insertContactMessage({
    name: input.name,
    email: input.email,
    phone: null,
    country: 'NG',
    topic: 'pricing',
    message: 'How much does a company in Lagos cost, all fees included?',
    locale: input.locale,
  });
  const cvPath = `e2e/${randomUUID()}.pdf`;
  await getStorage(CV_BUCKET).put(cvPath, input.cv, 'application/pdf');
  const careerId = await insertCareerApplication({
    openingId: 'software-engineer-remote',
    name: input.name,
    email: input.email,
    phone: '+2348031234567',
    coverLetter:
      'I have built registration systems for three agencies in West Africa and would like to build yours.',
    cvPath,
    cvFileName: 'my cv.pdf',
    cvContentType: 'application/pdf',
    cvSize: input.cv.byteLength,
    locale: input.locale,
  });
  return { messageId, careerId };
}
