import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-nonprofit', 'registration');
export { Page as default, generateMetadata };
