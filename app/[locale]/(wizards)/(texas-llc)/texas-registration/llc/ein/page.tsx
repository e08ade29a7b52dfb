import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-llc', 'ein');
export { Page as default, generateMetadata };
