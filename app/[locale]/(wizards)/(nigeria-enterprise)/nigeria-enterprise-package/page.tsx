import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-enterprise', 'package');
export { Page as default, generateMetadata };
