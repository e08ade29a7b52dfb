import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-trademark', 'review');
export { Page as default, generateMetadata };
