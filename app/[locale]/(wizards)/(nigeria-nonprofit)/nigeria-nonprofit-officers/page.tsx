import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-nonprofit', 'officers');
export { Page as default, generateMetadata };
