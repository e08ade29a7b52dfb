import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-corporation', 'founders');
export { Page as default, generateMetadata };
