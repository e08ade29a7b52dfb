import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-corporation', 'shares');
export { Page as default, generateMetadata };
