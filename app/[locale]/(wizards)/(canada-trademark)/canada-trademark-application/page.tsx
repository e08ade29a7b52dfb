import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-trademark', 'owner');
export { Page as default, generateMetadata };
