import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-trademark', 'owner');
export { Page as default, generateMetadata };
