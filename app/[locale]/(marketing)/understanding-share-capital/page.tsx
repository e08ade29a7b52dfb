import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { catalogueMetadata, type LocaleParams } from '@/components/catalogue/catalogue-metadata';
import { ShareCapitalPage } from '@/components/catalogue/share-capital-page';
import type { Locale } from '@/lib/i18n/locales';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return catalogueMetadata(props, 'understandingShareCapital', '/understanding-share-capital');
}

export default async function UnderstandingShareCapitalRoute({ params }: LocaleParams) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ShareCapitalPage locale={locale} />;
}
