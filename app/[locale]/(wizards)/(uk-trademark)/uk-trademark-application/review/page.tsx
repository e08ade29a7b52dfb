import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-trademark', 'review');
export { Page as default, generateMetadata };
