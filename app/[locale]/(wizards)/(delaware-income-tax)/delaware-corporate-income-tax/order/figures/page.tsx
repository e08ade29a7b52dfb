import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('delaware-income-tax', 'figures');
export { Page as default, generateMetadata };
