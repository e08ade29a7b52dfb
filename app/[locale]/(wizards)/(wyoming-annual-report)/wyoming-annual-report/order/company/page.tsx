import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-annual-report', 'company');
export { Page as default, generateMetadata };
