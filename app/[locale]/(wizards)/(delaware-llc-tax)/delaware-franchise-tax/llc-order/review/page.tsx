import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-llc-tax', 'review');
export { Page as default, generateMetadata };
