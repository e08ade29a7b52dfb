import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getSignedInUser } from '@/lib/auth/current-user';
import { findInstance } from '@/lib/companies/obligations';
import { findCompany } from '@/lib/companies/queries';
import { complianceTranslator, describeObligation } from '@/lib/compliance/describe';
import { calendarFeed } from '@/lib/compliance/ics';
import { todayIso } from '@/lib/config/clock';
import { siteOrigin } from '@/lib/config/site';
import { asUser } from '@/lib/db/rls';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { obligationSchema } from '@/lib/companies/schemas';
import { accountCompanyPath } from '@/lib/site/paths';

const localeParam = z.enum(locales).catch(defaultLocale);

const notFound = () =>
  NextResponse.json(
    { error: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * GET /api/calendar/obligation?company=<id>&key=<obligation key>&locale=fr: one obligation of a
 * company as an .ics download (issue 31), for whoever may read the company (row-level security:
 * its owner or staff); anyone else, or a key the company does not have, gets the same 404. The
 * event's UID is the one the account's feed gives it, so importing both updates one event.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const locale = localeParam.parse(search.get('locale') ?? undefined);
  const parsed = obligationSchema.safeParse({
    companyId: search.get('company'),
    obligationKey: search.get('key'),
  });
  if (!parsed.success) return notFound();
  const user = await getSignedInUser().catch(() => null);
  if (!user) return notFound();
  const { companyId, obligationKey } = parsed.data;
  const company = await asUser(user.id, (tx) => findCompany(tx, companyId));
  const instance = company && findInstance(company, obligationKey, todayIso());
  if (!company || !instance) return notFound();
  const t = complianceTranslator(locale);
  const title = describeObligation(instance, locale, t).title;
  const body = calendarFeed([instance], {
    locale,
    name: t('feed.labelled', { company: company.legalName, title }),
    url: `${siteOrigin()}${localisedPath(accountCompanyPath(company.id), locale)}`,
    scope: company.id,
  });
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${instance.ruleId}-${instance.dueDate}.ics"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
