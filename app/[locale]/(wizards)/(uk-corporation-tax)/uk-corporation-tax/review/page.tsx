import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-corporation-tax', 'review');
export { Page as default, generateMetadata };
