import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-llc', 'package');
export { Page as default, generateMetadata };
