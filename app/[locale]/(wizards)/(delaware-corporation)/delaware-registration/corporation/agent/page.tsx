import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-corporation', 'agent');
export { Page as default, generateMetadata };
