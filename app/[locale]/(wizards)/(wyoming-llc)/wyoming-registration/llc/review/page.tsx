import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-llc', 'review');
export { Page as default, generateMetadata };
