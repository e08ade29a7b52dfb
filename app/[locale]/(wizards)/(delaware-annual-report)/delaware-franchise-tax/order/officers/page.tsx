import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-annual-report', 'officers');
export { Page as default, generateMetadata };
