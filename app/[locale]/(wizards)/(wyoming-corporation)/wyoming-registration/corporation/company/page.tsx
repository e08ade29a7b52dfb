import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-corporation', 'company');
export { Page as default, generateMetadata };
