import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentView } from '@/components/wizards/payment-view';
import { getCurrentUser } from '@/lib/auth/current-user';
import { isApplicationReference } from '@/lib/applications/reference';
import { getPendingPayment } from '@/lib/payments/queries';
import { redirect } from '@/lib/i18n/navigation';
import { WIZARDS, isFlowId } from '@/lib/wizards/definitions/registry';
import { getApplicationByReference } from '@/lib/wizards/queries';
import type { PackageId } from '@/lib/wizards/schemas';

export type PaymentPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The payment routes of every flow share this page; each route file only names its variant. */
export async function paymentMetadata({ params }: PaymentPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'Payment' });
  return { title: t('title') };
}

/**
 * The caller's own application (by `?ref=`) and its pending payment; nothing for anyone else.
 * `route` is the payment route rendering it: an application opened on another flow's or
 * package's route (a Basic one on the full payment page, say) is sent to its own.
 */
export async function PaymentPage({ params, searchParams, route }: PaymentPageProps & { route: string }) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  const { ref } = await searchParams;
  const user = await getCurrentUser();
  const application = user && isApplicationReference(ref) ? await getApplicationByReference(user.id, ref) : null;
  const own = application && isFlowId(application.flow) ? WIZARDS[application.flow].paymentPath?.((application.package ?? 'standard') as PackageId) : null;
  if (application?.reference && own && own !== route) return redirect({ href: { pathname: own, query: { ref: application.reference } }, locale: locale as 'en' });
  const payment = user && application ? await getPendingPayment(user.id, application.id) : null;
  return <PaymentView application={application} payment={payment} basic={route === '/nigeria-company-basic-payment'} />;
}
