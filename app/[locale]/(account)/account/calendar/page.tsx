import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { AccountCalendar } from '@/components/companies/account-calendar';
import { requireUser } from '@/lib/auth/guards';
import { accountCalendar, findOwnFeed } from '@/lib/companies/calendar-feed';
import { calendarWindow } from '@/lib/compliance/calendar';
import { todayIso } from '@/lib/config/clock';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { paths } from '@/lib/site/paths';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// A personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Companies.calendar' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The customer's one calendar across their companies (issue 31), and its ICS feed. */
export default async function AccountCalendarPage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, paths.accountCalendar);
  const query = await searchParams;
  const raw = query.company;
  const asked = Array.isArray(raw) ? raw[0] : raw;
  const today = todayIso();
  const { calendars, feed } = await asUser(user.id, async (tx) => ({
    calendars: await accountCalendar(tx, user.id, today),
    feed: await findOwnFeed(tx, user.id),
  }));
  // Only one of the customer's own companies filters; anything else shows them all.
  const companyId = calendars.some((c) => c.company.id === asked) ? (asked ?? null) : null;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-12">
      <AccountNav locale={locale} current="calendar" />
      <AccountCalendar
        locale={locale}
        calendars={calendars}
        companyId={companyId}
        feed={feed}
        window={calendarWindow(today)}
        all={query.all === '1'}
      />
    </section>
  );
}
