import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-trademark', 'mark');
export { Page as default, generateMetadata };
