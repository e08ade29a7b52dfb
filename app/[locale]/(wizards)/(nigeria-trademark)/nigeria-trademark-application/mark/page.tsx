import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-trademark', 'mark');
export { Page as default, generateMetadata };
