import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-tax-filing', 'details');
export { Page as default, generateMetadata };
