import { getTranslations } from 'next-intl/server';
import { SafeImage } from '@/components/images/safe-image';
import { Link } from '@/components/ui/link';
import { countries } from '@/lib/catalogue/jurisdictions';
import worldCoverage from '@/public/images/world-coverage.png';
import { countryPath } from '@/lib/site/paths';

/** Where we work: the six markets, each linking to its country page (anchor #trusted-section). */
export async function CoverageSection() {
  const t = await getTranslations('Home.coverage');
  const common = await getTranslations('Common');
  return (
    <section
      id="trusted-section"
      aria-labelledby="home-coverage-title"
      data-testid="home-coverage"
      className="render-later bg-slate-50"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <h2 id="home-coverage-title" className="text-3xl font-bold tracking-tight">
            {t('heading')}
          </h2>
          <p className="text-muted mt-3">{t('body')}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {countries.map((country) => (
              <li key={country.code}>
                <Link
                  href={countryPath(country.slug)}
                  className="hover:border-brand-600 block rounded-lg border border-slate-200 bg-white p-4"
                >
                  <span className="font-semibold">{t(`countries.${country.code}.name`)}</span>
                  <span className="text-muted mt-1 block text-sm">
                    {t(`countries.${country.code}.registry`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <SafeImage
          src={worldCoverage}
          alt={t('imageAlt')}
          placeholder="blur"
          sizes="(min-width: 1024px) 560px, 100vw"
          className="h-auto w-full rounded-2xl"
          fallbackLabel={common('loading')}
        />
      </div>
    </section>
  );
}
