import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-annual-report', 'package');
export { Page as default, generateMetadata };
