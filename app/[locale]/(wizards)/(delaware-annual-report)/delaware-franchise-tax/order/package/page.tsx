import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-annual-report', 'package');
export { Page as default, generateMetadata };
