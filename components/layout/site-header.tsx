import { Menu } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { SessionNav } from '@/components/auth/session-nav';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { NavLink } from '@/components/layout/nav-link';
import { navItems } from '@/components/layout/nav-items';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { siteConfig } from '@/lib/config/site';
import { localisedPath } from '@/lib/i18n/paths';
import { paths } from '@/lib/site/paths';

export async function SiteHeader() {
  const t = await getTranslations('Nav');
  const auth = await getTranslations('Auth');
  const locale = await getLocale();
  const languages = await getTranslations('LanguageSwitcher');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Narrower gutters on phones: signed in as staff, four icons and the languages fit 375 px. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 max-sm:gap-2 max-sm:px-3">
        <Link
          href="/"
          markCurrent
          aria-label={t('home', { brand: siteConfig.name })}
          className="text-brand-700 text-xl font-extrabold tracking-tight"
        >
          {siteConfig.name}
        </Link>
        <nav aria-label={t('label')} className="ml-auto hidden items-center gap-1 md:flex">
          {/* 'Sign in' is the session links' (below): it gives way to 'Account' once signed in. */}
          {navItems
            .filter((item) => item.key !== 'signIn')
            .map((item) => (
              <NavLink
                key={item.key}
                href={item.href}
                external={item.external}
                className="hover:text-ink rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-slate-100"
              >
                {t(item.key)}
              </NavLink>
            ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 max-sm:gap-1 md:ml-2">
          <SessionNav
            labels={{
              signIn: t('signIn'),
              account: auth('account'),
              adminConsole: auth('adminConsole'),
              signOut: auth('signOut'),
              signedOut: auth('toasts.signedOut'),
              signOutFailed: auth('toasts.signOutFailedTitle'),
              home: localisedPath(paths.home, locale),
            }}
          />
          <LanguageSwitcher
            locale={locale}
            labels={{ label: languages('label'), en: languages('en'), fr: languages('fr') }}
          />
          <Link
            href="/select-jurisdiction"
            markCurrent
            className={buttonClass({ size: 'sm', className: 'max-sm:hidden' })}
          >
            {t('getStarted')}
          </Link>
          <Link
            href="/menu"
            markCurrent
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={t('menu')}
            data-testid="menu-button"
          >
            <Menu className="size-6" />
          </Link>
        </div>
      </div>
    </header>
  );
}
