import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  const t = await getTranslations('Home');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t('heroTitle')}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-700">{t('heroBody')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            href="/select-jurisdiction"
            className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t('getStarted')}
          </Link>
          <Link
            href="/pricing"
            className="rounded-md border border-slate-300 bg-white px-6 py-3 font-semibold hover:bg-slate-50"
          >
            {t('viewPricing')}
          </Link>
        </div>
      </div>
    </section>
  );
}
