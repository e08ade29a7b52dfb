import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-llc', 'company');
export { Page as default, generateMetadata };
