import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-llc', 'package');
export { Page as default, generateMetadata };
