import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-company', 'shares');
export { Page as default, generateMetadata };
