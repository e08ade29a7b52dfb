import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-annual-report', 'review');
export { Page as default, generateMetadata };
