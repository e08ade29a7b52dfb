import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-company', 'package');
export { Page as default, generateMetadata };
