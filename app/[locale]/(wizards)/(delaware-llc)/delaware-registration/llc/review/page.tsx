import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-llc', 'review');
export { Page as default, generateMetadata };
