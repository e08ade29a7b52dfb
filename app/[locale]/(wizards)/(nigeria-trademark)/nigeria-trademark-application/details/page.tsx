import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-trademark', 'details');
export { Page as default, generateMetadata };
