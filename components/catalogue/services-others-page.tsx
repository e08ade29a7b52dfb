import { getTranslations } from 'next-intl/server';
import type { ServiceId } from '@/lib/catalogue/services';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ServiceAcrossJurisdictions } from './service-across-jurisdictions';

const others = [
  'taxFiling',
  'annualReturns',
  'companySecretarial',
  'corporateCompliance',
  'virtualOffice',
  'structuringGovernance',
  'businessLicensing',
  'employerRegistration',
] as const satisfies readonly ServiceId[];

/** /services/others: compliance, secretarial, address, governance and licensing work, priced everywhere we offer it. */
export async function ServicesOthersPage({ locale }: { locale: Locale }) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('others.title')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('others.intro')}</p>
      <p className="mt-2 max-w-3xl text-slate-700">{c('governmentFeeExplainer')}</p>
      <div className="mt-10 space-y-12">
        {others.map((s) => (
          <section
            key={s}
            id={s}
            aria-labelledby={`${s}-heading`}
            className="scroll-mt-20 space-y-4"
          >
            <h2 id={`${s}-heading`} className="text-2xl font-bold">
              {c(`services.${s}.title`)}
            </h2>
            <p className="max-w-3xl text-slate-700">{t(`others.details.${s}`)}</p>
            <ServiceAcrossJurisdictions service={s} locale={locale} />
          </section>
        ))}
      </div>
      <p className="text-muted mt-8 text-sm">{c('unconfirmedNote')}</p>
      <p className="mt-6">
        <Link href="/contact" className={buttonClass({ size: 'lg' })}>
          {t('others.cta')}
        </Link>
      </p>
    </div>
  );
}
