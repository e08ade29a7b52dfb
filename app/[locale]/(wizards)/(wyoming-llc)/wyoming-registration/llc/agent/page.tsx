import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-llc', 'agent');
export { Page as default, generateMetadata };
