import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('usa-trademark', 'owner');
export { Page as default, generateMetadata };
