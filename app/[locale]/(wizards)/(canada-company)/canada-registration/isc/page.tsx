import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-company', 'isc');
export { Page as default, generateMetadata };
