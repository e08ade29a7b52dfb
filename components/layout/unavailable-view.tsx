import { useTranslations } from 'next-intl';
import { ReloadButton } from '@/components/layout/reload-button';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

/** The 503 page: the service cannot reach its records for a moment; nothing is lost. */
export function UnavailableView() {
  const t = useTranslations('Unavailable');
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-brand-700 text-7xl font-extrabold">{t('code')}</p>
      <h1 className="mt-4 text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted mt-3">{t('body')}</p>
      <div className="mt-8 flex justify-center gap-4">
        <ReloadButton label={t('retry')} />
        <Link href="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
