import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-company', 'name');
export { Page as default, generateMetadata };
