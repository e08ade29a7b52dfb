import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-employer-registration', 'employer');
export { Page as default, generateMetadata };
