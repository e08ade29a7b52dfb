import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignInPanel } from '@/components/auth/signin-panel';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The backend mode is read at request time (EMBEDDED_BACKEND may change without a rebuild).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Auth' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false } };
}

export default async function SignInPage({ params, searchParams }: PageProps) {
  await pageLocale(params);
  const { next, forgot, tab } = await searchParams;
  const t = await getTranslations('Auth');
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-ink text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted mt-2 mb-8">{t('intro')}</p>
      <SignInPanel
        next={typeof next === 'string' ? next : null}
        forgot={forgot === '1'}
        signUp={tab === 'signup'}
      />
    </section>
  );
}
