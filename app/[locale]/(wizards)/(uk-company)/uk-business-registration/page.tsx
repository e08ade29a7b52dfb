import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-company', 'company');
export { Page as default, generateMetadata };
