import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-trademark', 'details');
export { Page as default, generateMetadata };
