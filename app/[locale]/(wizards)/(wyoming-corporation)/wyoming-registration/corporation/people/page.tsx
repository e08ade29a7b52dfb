import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-corporation', 'people');
export { Page as default, generateMetadata };
