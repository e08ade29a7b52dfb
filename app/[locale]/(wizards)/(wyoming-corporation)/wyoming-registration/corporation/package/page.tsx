import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-corporation', 'package');
export { Page as default, generateMetadata };
