import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-corporation', 'ein');
export { Page as default, generateMetadata };
