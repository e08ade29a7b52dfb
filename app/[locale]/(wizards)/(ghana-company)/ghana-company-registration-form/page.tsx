import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WizardSinglePage } from '@/components/wizards/wizard-single-page';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: 'WizardGhana',
  });
  return { title: t('singleForm.title') };
}

/** Every step of the Ghana company wizard on one page, with the same definition and draft. */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('WizardGhana');
  return (
    <WizardSinglePage
      title={t('singleForm.title')}
      intro={t('singleForm.intro')}
      submitLabel={t('singleForm.submit')}
    />
  );
}
