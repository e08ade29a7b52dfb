import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignResolution } from '@/components/companies/sign-resolution';
import { signingView } from '@/lib/companies/resolution-records';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

type PageProps = { params: Promise<{ locale: string; token: string }> };

// Personal: read per request (the link's token), never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Boardroom.sign' });
  // The URL carries the link's token: never indexed, never sent on as a Referer.
  return {
    title: t('metaTitle'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** A signatory's own page for a resolution (issue 34): reached only through their mailed link. */
export default async function SignResolutionPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const view = await signingView(token);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12">
      <SignResolution locale={locale} token={token} view={view} />
    </section>
  );
}
