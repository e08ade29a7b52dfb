import { PaymentPage, paymentMetadata, type PaymentPageProps } from '@/components/wizards/payment-page';

// Per user and per application: never prerendered.
export const dynamic = 'force-dynamic';

export const generateMetadata = paymentMetadata;

export default function Page(props: PaymentPageProps) {
  return <PaymentPage {...props} route="/ghana-company-payment" />;
}
