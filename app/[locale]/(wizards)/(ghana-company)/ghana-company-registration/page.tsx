import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { buttonClass } from '@/components/ui/button';
import { FLOWS, firstStepPath } from '@/lib/wizards/flows';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: 'WizardGhana',
  });
  return { title: t('overview.title'), description: t('overview.intro') };
}

/** Overview of the Ghana company wizard (Act 992 requirements, docs/sources.md, research notes §2.1). */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('WizardGhana.overview');
  return (
    <article>
      <h1 className="text-ink text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted mt-4 text-lg">{t('intro')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('needTitle')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>{t('need1')}</li>
        <li>{t('need2')}</li>
        <li>{t('need3')}</li>
        <li>{t('need4')}</li>
        <li>{t('need5')}</li>
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-6">
        <Link href={firstStepPath('ghana-company')} className={buttonClass({ size: 'lg' })}>
          {t('start')}
        </Link>
        <Link
          href={FLOWS['ghana-company'].singlePage}
          className="text-brand-700 font-semibold underline"
        >
          {t('singlePage')}
        </Link>
      </div>
    </article>
  );
}
