import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-corporation', 'agent');
export { Page as default, generateMetadata };
