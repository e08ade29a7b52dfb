import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-tax-filing', 'review');
export { Page as default, generateMetadata };
