import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-llc', 'review');
export { Page as default, generateMetadata };
