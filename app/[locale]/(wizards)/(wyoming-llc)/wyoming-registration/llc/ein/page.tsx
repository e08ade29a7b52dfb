import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-llc', 'ein');
export { Page as default, generateMetadata };
