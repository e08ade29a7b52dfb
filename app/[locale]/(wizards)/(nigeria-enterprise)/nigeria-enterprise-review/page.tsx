import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-enterprise', 'review');
export { Page as default, generateMetadata };
