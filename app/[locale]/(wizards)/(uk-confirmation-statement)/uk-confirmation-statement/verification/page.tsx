import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-confirmation-statement', 'verification');
export { Page as default, generateMetadata };
