import { getTranslations } from 'next-intl/server';
import { AccountSignOut } from '@/components/auth/account-sign-out';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { paths } from '@/lib/site/paths';

/** The account's own links: overview, companies, calendar, subscriptions, settings, sign-out. */
export async function AccountNav({
  locale,
  current,
}: {
  locale: Locale;
  current: 'overview' | 'companies' | 'calendar' | 'subscriptions' | 'settings' | 'application';
}) {
  const t = await getTranslations('Account.nav');
  const tc = await getTranslations('Companies');
  const item = (href: string, label: string, active: boolean) => (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className="text-brand-700 font-medium underline-offset-4 hover:underline aria-[current=page]:underline"
    >
      {label}
    </Link>
  );
  return (
    <nav
      aria-label={t('label')}
      className="flex flex-wrap items-center gap-4 border-b border-slate-200 pb-4"
    >
      {item(paths.account, t('overview'), current === 'overview')}
      {item(paths.accountCompanies, tc('nav'), current === 'companies')}
      {item(paths.accountCalendar, tc('calendar.nav'), current === 'calendar')}
      {item(paths.accountSubscriptions, t('subscriptions'), current === 'subscriptions')}
      {item(paths.accountSettings, t('settings'), current === 'settings')}
      <span className="ml-auto">
        <AccountSignOut home={getPathname({ href: paths.home, locale })} />
      </span>
    </nav>
  );
}
