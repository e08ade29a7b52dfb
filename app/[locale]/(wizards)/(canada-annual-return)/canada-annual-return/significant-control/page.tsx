import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-annual-return', 'isc');
export { Page as default, generateMetadata };
