import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-enterprise', 'registration');
export { Page as default, generateMetadata };
