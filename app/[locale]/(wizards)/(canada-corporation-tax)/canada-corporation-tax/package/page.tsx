import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-corporation-tax', 'package');
export { Page as default, generateMetadata };
