import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-company', 'review');
export { Page as default, generateMetadata };
