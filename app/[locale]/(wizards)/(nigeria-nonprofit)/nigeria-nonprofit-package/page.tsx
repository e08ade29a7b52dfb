import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-nonprofit', 'package');
export { Page as default, generateMetadata };
