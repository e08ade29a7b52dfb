import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-corporation', 'agent');
export { Page as default, generateMetadata };
