import { Mail, Phone } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { footerGroups } from '@/components/layout/nav-items';
import { Link } from '@/components/ui/link';
import { siteConfig } from '@/lib/config/site';
import { supportHours } from '@/lib/site/hours';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const locale = await getLocale();
  const { contact } = siteConfig;
  return (
    <footer
      aria-label={t('label')}
      className="render-later mt-16 border-t border-slate-200 bg-slate-50"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-brand-700 text-lg font-extrabold">{siteConfig.name}</p>
          <p className="text-muted mt-2 max-w-sm text-sm">{t('tagline')}</p>
          <h2 className="mt-6 text-sm font-semibold">{t('contact')}</h2>
          <ul className="mt-2 space-y-2 text-sm">
            <li>
              <a
                href={contact.phoneHref}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <Phone className="size-4" />
                <span>{t('phone', { phone: contact.phone })}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <Mail className="size-4" />
                <span>{t('email', { email: contact.email })}</span>
              </a>
            </li>
            <li className="text-muted">{t('supportHours', supportHours(locale))}</li>
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.key} aria-label={t(group.key)}>
            <h2 className="text-sm font-semibold">{t(group.key)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link
                    href={link.href}
                    markCurrent
                    // At least 24 px tall: a finger's target (WCAG 2.5.8) in a list of small links.
                    className="inline-block py-0.5 text-slate-700 underline-offset-4 hover:underline aria-[current=page]:font-semibold"
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="text-muted border-t border-slate-200 py-6 text-center text-xs">
        {t('copyright', { year: new Date().getFullYear(), brand: siteConfig.name })}
      </p>
    </footer>
  );
}
