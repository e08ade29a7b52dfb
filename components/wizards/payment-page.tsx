import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentView } from '@/components/wizards/payment-view';
import { isApplicationReference } from '@/lib/applications/reference';
import { getApplicationByReference } from '@/lib/applications/queries';
import { getCurrentUser } from '@/lib/auth/current-user';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { redirect } from '@/lib/i18n/navigation';
import { getConfirmedPayment, getPendingPayment } from '@/lib/payments/queries';
import { isBasicPaymentPath, isFlowId, paymentPath } from '@/lib/wizards/flows';

type PaymentPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A payment route (lib/wizards/flows.ts names each flow's): the caller's own application (by
 * `?ref=`) and its pending payment; nothing for anyone else. An application opened on another
 * flow's or package's route (a Basic one on the full payment page, say) is sent to its own.
 */
export function createPaymentPage(route: string) {
  async function generateMetadata({ params }: PaymentPageProps): Promise<Metadata> {
    const t = await getTranslations({
      locale: toLocale((await params).locale),
      namespace: 'Payment',
    });
    return { title: t('title') };
  }

  async function Page({ params, searchParams }: PaymentPageProps) {
    const locale = await pageLocale(params);
    const { ref } = await searchParams;
    const user = await getCurrentUser();
    const application =
      user && isApplicationReference(ref) ? await getApplicationByReference(user.id, ref) : null;
    const own =
      application && isFlowId(application.flow)
        ? paymentPath(application.flow, application.package)
        : null;
    if (application?.reference && own && own !== route)
      return redirect({ href: { pathname: own, query: { ref: application.reference } }, locale });
    // Paid: the page says so at once, with no instructions (the confirmation mail leads here).
    const [payment, paid] =
      user && application
        ? await Promise.all([
            getPendingPayment(user.id, application.id),
            getConfirmedPayment(user.id, application.id),
          ])
        : [null, null];
    return (
      <PaymentView
        application={application}
        payment={payment}
        paid={paid}
        basic={isBasicPaymentPath(route)}
      />
    );
  }

  return { Page, generateMetadata };
}
