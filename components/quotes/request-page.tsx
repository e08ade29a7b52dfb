import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { listOwnCompanies } from '@/lib/companies/queries';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import { asUser } from '@/lib/db/rls';
import type { Locale } from '@/lib/i18n/locales';
import type { QuotedService } from '@/lib/quotes/services';
import { QuoteRequestForm } from './request-form';

/** The request for a quoted service, or why this service and country cannot be requested. */
export async function QuoteRequestPage({
  locale,
  userId,
  offered,
}: {
  locale: Locale;
  userId: string;
  offered: { service: QuotedService; jurisdiction: JurisdictionId } | null;
}) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'Quotes.request' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  if (!offered)
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        <h1 className="text-ink text-3xl font-bold">{t('metaTitle')}</h1>
        <p className="mt-4 text-slate-700">{t('unknown')}</p>
        <Link href="/services" className={buttonClass({ className: 'mt-6' })}>
          {t('services')}
        </Link>
      </section>
    );
  const companies = await asUser(userId, (tx) => listOwnCompanies(tx, userId));
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-ink text-3xl font-bold">
        {t('heading', { service: c(`services.${offered.service}.title`) })}
      </h1>
      <p className="mt-4 max-w-2xl text-slate-700">
        {t('intro', { country: c(`jurisdictions.${offered.jurisdiction}`) })}
      </p>
      <div className="mt-8">
        <QuoteRequestForm
          service={offered.service}
          jurisdiction={offered.jurisdiction}
          companies={companies.map((company) => ({ id: company.id, name: company.legalName }))}
        />
      </div>
    </section>
  );
}
