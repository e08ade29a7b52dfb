import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { calendarWindow } from '@/lib/compliance/calendar';
import { complianceTranslator } from '@/lib/compliance/describe';
import { calendarFeed } from '@/lib/compliance/ics';
import { obligationsFor } from '@/lib/compliance/obligations';
import { parseComplianceQuery, serialiseComplianceQuery } from '@/lib/compliance/query';
import { siteOrigin } from '@/lib/config/site';
import { localisedPath } from '@/lib/i18n/paths';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { COMPLIANCE_CALENDAR_PATH } from '@/lib/site/calculators';
import { todayIso } from '@/lib/config/clock';

/** The language of the events; an unknown one falls back to English rather than failing the download. */
const localeParam = z.enum(locales).catch(defaultLocale);

/**
 * GET /api/compliance-calendar?jurisdiction=…&entity=…&formed=…[&yearEnd=…][&foreignOwned=1]&locale=fr:
 * the public tool's company as an .ics file (issue 31), its next 24 months of obligations. Public
 * like the page, so no session is read; the query is the page's, checked by the same parser, and a
 * bad one is answered 400 with each field's message in the asked language, never a 500. It lives
 * under /api because the proxy skips dotted paths and routes no locale there.
 */
export function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const locale = localeParam.parse(search.get('locale') ?? undefined);
  const t = complianceTranslator(locale);
  const parsed = parseComplianceQuery(search);
  const today = todayIso();
  const outcome = parsed.ok ? obligationsFor(parsed.profile, calendarWindow(today)) : parsed;
  if (!parsed.ok || !outcome.ok) {
    const issues = (outcome.ok ? [] : outcome.issues).map((issue) => ({
      field: issue.field,
      message: t(`issues.${issue.key}`),
    }));
    return NextResponse.json(
      { error: 'invalidQuery', issues },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const { profile } = parsed;
  const query = serialiseComplianceQuery(profile);
  const url = `${siteOrigin()}${localisedPath(COMPLIANCE_CALENDAR_PATH, locale)}?${query}`;
  const body = calendarFeed(outcome.obligations, {
    locale,
    name: t('feed.calendarName', {
      entity: t(`entities.${profile.entity}`),
      jurisdiction: t(`jurisdictions.${profile.jurisdiction}`),
    }),
    url,
    scope: query,
  });
  const fileName = `compliance-calendar-${profile.jurisdiction}-${profile.entity}-${profile.formed}.ics`;
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      // The window starts today: a cached copy may be a day behind, never more.
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
