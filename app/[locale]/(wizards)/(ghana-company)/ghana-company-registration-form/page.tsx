import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GhanaCompanySinglePage } from '@/components/wizards/flows/ghana-company';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'WizardGhana' });
  return { title: t('singleForm.title') };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  const t = await getTranslations('WizardGhana');
  return <GhanaCompanySinglePage title={t('singleForm.title')} intro={t('singleForm.intro')} submitLabel={t('singleForm.submit')} />;
}
