import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-company', 'review');
export { Page as default, generateMetadata };
