import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-trademark', 'details');
export { Page as default, generateMetadata };
