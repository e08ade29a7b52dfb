import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-llc', 'agent');
export { Page as default, generateMetadata };
