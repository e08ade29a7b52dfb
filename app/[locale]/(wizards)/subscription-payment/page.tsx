import { createPaymentPage } from '@/components/wizards/payment-page';
import { paths } from '@/lib/site/paths';

// Per user and per application: never prerendered. Every yearly service's order pays here
// (issue 34): a first order from the company page, a renewal order from its reminder mail.
export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = createPaymentPage(paths.subscriptionPayment);
export { Page as default, generateMetadata };
