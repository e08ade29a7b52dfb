import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-enterprise', 'proprietor');
export { Page as default, generateMetadata };
