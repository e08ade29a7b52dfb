import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-tax-filing', 'company');
export { Page as default, generateMetadata };
