import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('usa-trademark', 'basis');
export { Page as default, generateMetadata };
