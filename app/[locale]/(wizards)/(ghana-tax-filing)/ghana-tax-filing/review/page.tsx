import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-tax-filing', 'review');
export { Page as default, generateMetadata };
