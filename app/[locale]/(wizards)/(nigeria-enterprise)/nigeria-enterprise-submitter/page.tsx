import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-enterprise', 'submitter');
export { Page as default, generateMetadata };
