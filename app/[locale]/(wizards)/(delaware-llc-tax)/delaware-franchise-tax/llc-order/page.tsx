import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-llc-tax', 'details');
export { Page as default, generateMetadata };
