import { createPaymentPage } from '@/components/wizards/payment-page';

// Per user and per application: never prerendered.
export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = createPaymentPage('/nigeria-nonprofit-payment');
export { Page as default, generateMetadata };
