import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { contentDisposition } from '@/lib/applications/download-name';
import { getSignedInUser } from '@/lib/auth/current-user';
import { renderMinutesPdf } from '@/lib/companies/minutes-pdf';
import { findMinutes } from '@/lib/companies/minutes-records';
import { findCompany } from '@/lib/companies/queries';
import { asUser } from '@/lib/db/rls';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { isUuid } from '@/lib/validation/ids';

const localeParam = z.enum(locales).catch(defaultLocale);

const notFound = () =>
  NextResponse.json(
    { error: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * GET /api/minutes/<id>?locale=fr: a meeting's minutes as a PDF, for the company's owner or staff
 * (row-level security decides); anyone else gets 404.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) return notFound();
  const user = await getSignedInUser();
  if (!user) return notFound();
  const found = await asUser(user.id, async (tx) => {
    const minutes = await findMinutes(tx, id);
    const company = minutes && (await findCompany(tx, minutes.companyId));
    return minutes && company ? { minutes, company } : null;
  });
  if (!found) return notFound();
  const locale = localeParam.parse(request.nextUrl.searchParams.get('locale') ?? undefined);
  const bytes = await renderMinutesPdf(found.company, found.minutes, locale);
  return new NextResponse(Buffer.from(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(
        'inline',
        `minutes-${found.minutes.heldOn}-${found.minutes.content.body}.pdf`,
      ),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': fileContentSecurityPolicy(),
    },
  });
}
