import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-corporation-tax', 'documents');
export { Page as default, generateMetadata };
