import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-company', 'objective');
export { Page as default, generateMetadata };
