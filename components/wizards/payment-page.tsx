import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentView } from '@/components/wizards/payment-view';
import { getCurrentUser } from '@/lib/auth/current-user';
import { isApplicationReference } from '@/lib/applications/reference';
import { getPendingPayment } from '@/lib/payments/queries';
import { getApplicationByReference } from '@/lib/wizards/queries';

export type PaymentPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The payment routes of every flow share this page; each route file only names its variant. */
export async function paymentMetadata({ params }: PaymentPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'Payment' });
  return { title: t('title'), robots: { index: false } };
}

/** The caller's own application (by `?ref=`) and its pending payment; nothing for anyone else. */
export async function PaymentPage({ params, searchParams, basic = false }: PaymentPageProps & { basic?: boolean }) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  const { ref } = await searchParams;
  const user = await getCurrentUser();
  const application = user && isApplicationReference(ref) ? await getApplicationByReference(user.id, ref) : null;
  const payment = user && application ? await getPendingPayment(user.id, application.id) : null;
  return <PaymentView application={application} payment={payment} basic={basic} />;
}
