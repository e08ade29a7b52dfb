import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/nav-link';
import { countryLinks, menuHelpLinks, navItems } from '@/components/layout/nav-items';
import { Link } from '@/components/ui/link';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { buttonClass } from '@/components/ui/button';

export async function generateMetadata({ params }: PageProps<'/[locale]/menu'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Menu' });
  return pageMetadata({
    locale,
    path: '/menu',
    title: t('title'),
    description: t('metaDescription'),
  });
}

export default async function MenuPage({ params }: PageProps<'/[locale]/menu'>) {
  await pageLocale(params);
  const t = await getTranslations('Menu');
  const nav = await getTranslations('Nav');
  const footer = await getTranslations('Footer');
  const item = 'block rounded-md px-4 py-4 text-lg font-medium hover:bg-slate-100';
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted mt-2">{t('description')}</p>
      <nav aria-label={t('navLabel')} className="mt-6">
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {navItems.map((entry) => (
            <li key={entry.key}>
              <NavLink href={entry.href} external={entry.external} className={item}>
                {nav(entry.key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-lg font-semibold">{t('helpHeading')}</h2>
        <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
          {menuHelpLinks.map((entry) => (
            <li key={entry.key}>
              <NavLink href={entry.href} className={item}>
                {t(entry.key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 text-lg font-semibold">{t('countriesHeading')}</h2>
        <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
          {countryLinks.map((entry) => (
            <li key={entry.key}>
              <NavLink href={entry.href} className={item}>
                {footer(entry.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        href="/select-jurisdiction"
        className={buttonClass({ size: 'lg', className: 'mt-8 w-full text-lg' })}
      >
        {nav('getStarted')}
      </Link>
    </section>
  );
}
