import { useTranslations } from 'next-intl';

/** The loading state of pages rendered on demand (a server component: it ships no JavaScript). */
export function Spinner() {
  const t = useTranslations('Common');
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
      <span
        aria-hidden="true"
        data-testid="spinner"
        className="border-brand-100 border-t-brand-600 size-10 animate-spin rounded-full border-4 motion-reduce:animate-none"
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
