import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-annual-returns', 'details');
export { Page as default, generateMetadata };
