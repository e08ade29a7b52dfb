import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-trademark', 'owner');
export { Page as default, generateMetadata };
