import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { contentDisposition } from '@/lib/applications/download-name';
import { getSignedInUser } from '@/lib/auth/current-user';
import { todayIso } from '@/lib/config/clock';
import { findCompany } from '@/lib/companies/queries';
import { registerHistory } from '@/lib/companies/register-entries';
import { ocfExport } from '@/lib/companies/ocf';
import { asAtOf } from '@/lib/companies/registers';
import { renderRegistersPdf } from '@/lib/companies/registers-pdf';
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
 * GET /api/companies/<id>/registers?asAt=YYYY-MM-DD&locale=fr: the company's statutory registers
 * as they stood on that date (today when absent; a future date is today), as a PDF, for its owner
 * or staff: the lookup runs as the caller, so row-level security decides; anyone else gets 404.
 * `&format=ocf`: the members' register at that date in Open Cap Format (JSON, lib/companies/ocf.ts).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) return notFound();
  const search = request.nextUrl.searchParams;
  const asAt = asAtOf(search.get('asAt'), todayIso());
  const locale = localeParam.parse(search.get('locale') ?? undefined);
  const user = await getSignedInUser();
  if (!user) return notFound();
  const found = await asUser(user.id, async (tx) => {
    const company = await findCompany(tx, id);
    return company && { company, history: await registerHistory(tx, id) };
  });
  if (!found) return notFound();
  const name = `registers-${found.company.registryNumber.replace(/[^A-Za-z0-9-]+/g, '')}-${asAt}`;
  if (search.get('format') === 'ocf')
    return NextResponse.json(ocfExport(found.company, found.history, asAt), {
      headers: {
        'Content-Disposition': contentDisposition('attachment', `${name}.ocf.json`),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  const bytes = await renderRegistersPdf(found.company, found.history, asAt, locale);
  const download = search.get('download') === '1';
  return new NextResponse(Buffer.from(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', `${name}.pdf`),
      // The registers name people and their holdings: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': fileContentSecurityPolicy(),
    },
  });
}
