import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Personal: read per request (the link's token), never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'PasswordReset' });
  // The URL carries the link's token: never indexed, never sent on as a Referer.
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

export default async function ResetPasswordPage({ params, searchParams }: PageProps) {
  await pageLocale(params);
  const { token_hash: tokenHash, type } = await searchParams;
  const t = await getTranslations('PasswordReset');
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-ink text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted mt-2 mb-8">{t('intro')}</p>
      <ResetPasswordForm
        tokenHash={typeof tokenHash === 'string' && type === 'recovery' ? tokenHash : null}
      />
    </section>
  );
}
