import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

export function NotFoundView() {
  const t = useTranslations('NotFound');
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-brand-700 text-7xl font-extrabold">{t('code')}</p>
      <h1 className="mt-4 text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted mt-3">{t('body')}</p>
      <Link href="/" className={buttonClass({ size: 'lg', className: 'mt-8' })}>
        {t('home')}
      </Link>
    </section>
  );
}
