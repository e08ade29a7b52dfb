import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export function NotFoundView() {
  const t = useTranslations('NotFound');
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">{t('code')}</p>
      <h1 className="mt-4 text-3xl font-bold">{t('heading')}</h1>
      <p className="mt-3 text-muted">{t('body')}</p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('home')}
      </Link>
    </section>
  );
}
