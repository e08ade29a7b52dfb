import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-corporation', 'founders');
export { Page as default, generateMetadata };
