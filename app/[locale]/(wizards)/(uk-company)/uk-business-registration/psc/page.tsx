import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-company', 'psc');
export { Page as default, generateMetadata };
