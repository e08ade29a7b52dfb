import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('wyoming-llc', 'package');
export { Page as default, generateMetadata };
