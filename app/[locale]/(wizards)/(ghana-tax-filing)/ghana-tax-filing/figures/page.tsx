import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-tax-filing', 'figures');
export { Page as default, generateMetadata };
