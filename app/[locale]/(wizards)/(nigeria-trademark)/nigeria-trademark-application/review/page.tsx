import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-trademark', 'review');
export { Page as default, generateMetadata };
