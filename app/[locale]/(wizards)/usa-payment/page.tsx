import { createPaymentPage } from '@/components/wizards/payment-page';

// Per user and per application: never prerendered. Every US flow pays here (in US dollars).
export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = createPaymentPage('/usa-payment');
export { Page as default, generateMetadata };
