import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('usa-trademark', 'review');
export { Page as default, generateMetadata };
