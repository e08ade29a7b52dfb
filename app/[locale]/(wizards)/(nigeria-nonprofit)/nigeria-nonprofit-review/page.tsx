import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-nonprofit', 'review');
export { Page as default, generateMetadata };
