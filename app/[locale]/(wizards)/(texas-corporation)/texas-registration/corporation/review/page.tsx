import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-corporation', 'review');
export { Page as default, generateMetadata };
