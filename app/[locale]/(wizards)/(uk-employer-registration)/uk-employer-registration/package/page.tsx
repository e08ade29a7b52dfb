import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-employer-registration', 'package');
export { Page as default, generateMetadata };
