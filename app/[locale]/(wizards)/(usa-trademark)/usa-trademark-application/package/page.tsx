import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('usa-trademark', 'package');
export { Page as default, generateMetadata };
