import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { contentDisposition } from '@/lib/applications/download-name';
import { getSignedInUser } from '@/lib/auth/current-user';
import { findCompany, type Company } from '@/lib/companies/queries';
import type { DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { isUuid } from '@/lib/validation/ids';

const localeParam = z.enum(locales).catch(defaultLocale);

const notFound = () =>
  NextResponse.json(
    { error: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * GET of one of a company's records (a resolution, minutes) as a PDF, `?locale=fr` for French:
 * read as the signed-in caller, so row-level security lets only the company's owner and staff
 * see it; anyone else, and any id that is not a uuid, gets 404.
 */
export async function companyRecordPdf<T extends { companyId: string }>(
  request: NextRequest,
  id: string,
  record: {
    find: (tx: DbTx, id: string) => Promise<T | null>;
    render: (company: Company, record: T, locale: Locale) => Promise<Uint8Array>;
    fileName: (record: T) => string;
  },
): Promise<NextResponse> {
  if (!isUuid(id)) return notFound();
  const user = await getSignedInUser();
  if (!user) return notFound();
  const found = await asUser(user.id, async (tx) => {
    const row = await record.find(tx, id);
    const company = row && (await findCompany(tx, row.companyId));
    return row && company ? { row, company } : null;
  });
  if (!found) return notFound();
  const locale = localeParam.parse(request.nextUrl.searchParams.get('locale') ?? undefined);
  const bytes = await record.render(found.company, found.row, locale);
  return new NextResponse(Buffer.from(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition('inline', record.fileName(found.row)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': fileContentSecurityPolicy(),
    },
  });
}
