import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-company', 'secretary');
export { Page as default, generateMetadata };
