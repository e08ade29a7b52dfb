import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-corporation', 'package');
export { Page as default, generateMetadata };
