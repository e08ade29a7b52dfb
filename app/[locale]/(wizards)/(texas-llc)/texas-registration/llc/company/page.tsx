import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-llc', 'company');
export { Page as default, generateMetadata };
