import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubmittedView } from '@/components/wizards/submitted-view';
import { getCurrentUser } from '@/lib/auth/current-user';
import { isApplicationReference } from '@/lib/applications/reference';
import { getApplicationByReference } from '@/lib/applications/queries';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { getConfirmedPayment } from '@/lib/payments/queries';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Per user and per application: never prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: 'Submitted',
  });
  return { title: t('metaTitle') };
}

export default async function Page({ params, searchParams }: Props) {
  await pageLocale(params);
  const { ref } = await searchParams;
  const user = await getCurrentUser();
  const application =
    user && isApplicationReference(ref) ? await getApplicationByReference(user.id, ref) : null;
  // The confirmation mail links here: once paid, the page says so rather than ask for payment.
  const paid = user && application ? await getConfirmedPayment(user.id, application.id) : null;
  return <SubmittedView application={application} paid={Boolean(paid)} />;
}
