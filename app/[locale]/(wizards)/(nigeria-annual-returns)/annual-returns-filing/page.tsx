import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { buttonClass } from '@/components/ui/button';
import { firstStepPath } from '@/lib/wizards/flows';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: 'WizardNigeria',
  });
  return {
    title: t('annualReturns.explainer.title'),
    description: t('annualReturns.explainer.intro'),
  };
}

/** Deadlines and penalties (CAMA 2020 ss.421, 822; Companies Regulations 2021), then the form. */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('WizardNigeria.annualReturns.explainer');
  return (
    <article>
      <h1 className="text-ink text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted mt-4 text-lg">{t('intro')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('deadlinesTitle')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>{t('company')}</li>
        <li>{t('businessName')}</li>
        <li>{t('trustees')}</li>
      </ul>
      <h2 className="mt-8 text-xl font-semibold">{t('penaltiesTitle')}</h2>
      <p className="mt-3">{t('penalties')}</p>
      <p className="text-muted mt-4 text-sm">{t('sources')}</p>
      <Link
        href={firstStepPath('nigeria-annual-returns')}
        className={buttonClass({ size: 'lg', className: 'mt-8' })}
      >
        {t('start')}
      </Link>
    </article>
  );
}
