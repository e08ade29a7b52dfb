import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-company', 'package');
export { Page as default, generateMetadata };
