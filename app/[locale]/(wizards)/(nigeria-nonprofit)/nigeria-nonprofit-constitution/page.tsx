import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NigeriaNonprofitStep } from '@/components/wizards/flows/nigeria-nonprofit';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'WizardNigeria' });
  return { title: t('nonprofit.steps.constitution.title') };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  return <NigeriaNonprofitStep stepId="constitution" />;
}
