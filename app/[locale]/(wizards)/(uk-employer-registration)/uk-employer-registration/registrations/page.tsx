import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-employer-registration', 'registrations');
export { Page as default, generateMetadata };
