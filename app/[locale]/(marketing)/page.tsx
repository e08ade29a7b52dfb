import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BoringStuffSection } from '@/components/home/boring-stuff-section';
import { CoverageSection } from '@/components/home/coverage-section';
import { CtaSection } from '@/components/home/cta-section';
import { HeroSection } from '@/components/home/hero-section';
import { HomeFaqSection } from '@/components/home/home-faq-section';
import { ServicesSection } from '@/components/home/services-section';
import { SolutionsStrip } from '@/components/home/solutions-strip';
import { StepsSection } from '@/components/home/steps-section';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Seo' });
  return pageMetadata({
    locale,
    path: '/',
    title: t('homeTitle'),
    description: t('homeDescription'),
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <HeroSection />
      <SolutionsStrip />
      <StepsSection />
      <CoverageSection />
      <ServicesSection />
      <TestimonialsSection />
      <BoringStuffSection />
      <CtaSection />
      <HomeFaqSection locale={locale} />
    </>
  );
}
