import { NextResponse, type NextRequest } from 'next/server';
import { accountFeedIcs } from '@/lib/companies/calendar-feed';
import { todayIso } from '@/lib/config/clock';

const notFound = () =>
  NextResponse.json(
    { error: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * GET /api/calendar/<token>.ics: the account's subscribed calendar (issue 31), every company's
 * next 24 months, in the account's language. The token is the credential (calendar apps send no
 * cookie): looked up by its SHA-256 as the service role; a malformed, unknown, rotated or deleted
 * one is the same 404. Under /api: the proxy skips dotted paths and routes no locale here.
 */
export async function GET(
  _request: NextRequest,
  { params }: { params: Promise<{ token: string }> },
) {
  const { token: file } = await params;
  if (!file.endsWith('.ics')) return notFound();
  const body = await accountFeedIcs(file.slice(0, -'.ics'.length), todayIso());
  if (body === null) return notFound();
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="registra-calendar.ics"',
      // A secret URL: no shared cache keeps it; calendar apps poll on their own schedule.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
