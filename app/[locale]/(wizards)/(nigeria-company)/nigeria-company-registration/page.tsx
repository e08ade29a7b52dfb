import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-company', 'registration');
export { Page as default, generateMetadata };
