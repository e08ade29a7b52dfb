import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-company', 'activity');
export { Page as default, generateMetadata };
