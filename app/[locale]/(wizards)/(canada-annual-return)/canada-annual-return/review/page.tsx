import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-annual-return', 'review');
export { Page as default, generateMetadata };
