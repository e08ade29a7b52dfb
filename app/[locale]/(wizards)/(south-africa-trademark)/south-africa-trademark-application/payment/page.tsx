import { createPaymentPage } from '@/components/wizards/payment-page';
import { FLOWS } from '@/lib/wizards/flows';

// Per user and per application: never prerendered.
export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = createPaymentPage(
  FLOWS['south-africa-trademark'].payment.default,
);
export { Page as default, generateMetadata };
