import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-corporation', 'people');
export { Page as default, generateMetadata };
