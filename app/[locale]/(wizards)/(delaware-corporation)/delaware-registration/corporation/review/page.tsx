import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-corporation', 'review');
export { Page as default, generateMetadata };
