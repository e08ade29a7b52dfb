import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-trademark', 'details');
export { Page as default, generateMetadata };
