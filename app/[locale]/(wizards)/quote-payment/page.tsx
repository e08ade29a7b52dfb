import { createPaymentPage } from '@/components/wizards/payment-page';
import { paths } from '@/lib/site/paths';

// Per user and per application: never prerendered. A quoted service's accepted quote is paid
// here (issue 35): the amount is the frozen quote's, as on every payment page.
export const dynamic = 'force-dynamic';

const { Page, generateMetadata } = createPaymentPage(paths.quotePayment);
export { Page as default, generateMetadata };
