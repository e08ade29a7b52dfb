import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-corporation', 'shares');
export { Page as default, generateMetadata };
