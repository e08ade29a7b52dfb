import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NigeriaAnnualReturnsReview } from '@/components/wizards/flows/nigeria-annual-returns';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'Wizard' });
  return { title: t('review.title') };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  return <NigeriaAnnualReturnsReview />;
}
