import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-company', 'shareholders');
export { Page as default, generateMetadata };
