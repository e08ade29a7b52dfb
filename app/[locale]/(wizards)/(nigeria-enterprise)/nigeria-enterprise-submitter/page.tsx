import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NigeriaEnterpriseStep } from '@/components/wizards/flows/nigeria-enterprise';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'WizardNigeria' });
  return { title: t('enterprise.steps.submitter.title') };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  return <NigeriaEnterpriseStep stepId="submitter" />;
}
