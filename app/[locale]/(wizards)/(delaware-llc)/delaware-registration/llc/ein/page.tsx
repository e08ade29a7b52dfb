import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-llc', 'ein');
export { Page as default, generateMetadata };
