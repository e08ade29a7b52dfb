import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-nonprofit', 'trustees');
export { Page as default, generateMetadata };
