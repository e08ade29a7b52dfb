import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('usa-trademark', 'mark');
export { Page as default, generateMetadata };
