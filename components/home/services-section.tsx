import { ArrowRight } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { RevealOnView } from '@/components/home/reveal-on-view';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/site/paths';

const services = [
  { key: 'company', href: '/services/business-registration' },
  { key: 'businessName', href: '/services/business-registration' },
  { key: 'nonProfit', href: paths.nigeriaPricing.nonProfit },
  { key: 'trademark', href: paths.trademark },
  { key: 'tax', href: '/services/others' },
  { key: 'annualReturns', href: '/services/others' },
  { key: 'usFilings', href: '/usa' },
  { key: 'secretarial', href: '/services/others' },
] as const;

/** What we file, as cards that fade in one after another as they scroll into view. */
export async function ServicesSection() {
  const t = await getTranslations('Home.services');
  return (
    <section
      aria-labelledby="home-services-title"
      data-testid="home-services"
      className="render-later mx-auto max-w-6xl px-4 py-16"
    >
      <h2 id="home-services-title" className="text-3xl font-bold tracking-tight">
        {t('heading')}
      </h2>
      <p className="text-muted mt-3 max-w-2xl">{t('intro')}</p>
      <RevealOnView className="mt-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map(({ key, href }) => (
            <li
              key={key}
              data-reveal=""
              data-testid="service-card"
              className="service-card flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{t(`items.${key}.body`)}</p>
              <Link
                href={href}
                className="text-brand-700 mt-4 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
              >
                {t('learnMore')}
                <span className="sr-only">: {t(`items.${key}.title`)}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </RevealOnView>
    </section>
  );
}
