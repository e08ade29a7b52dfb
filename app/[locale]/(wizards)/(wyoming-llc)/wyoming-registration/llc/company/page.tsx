import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-llc', 'company');
export { Page as default, generateMetadata };
