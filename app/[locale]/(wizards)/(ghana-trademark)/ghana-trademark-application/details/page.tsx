import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-trademark', 'details');
export { Page as default, generateMetadata };
