import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-corporation-tax', 'company');
export { Page as default, generateMetadata };
