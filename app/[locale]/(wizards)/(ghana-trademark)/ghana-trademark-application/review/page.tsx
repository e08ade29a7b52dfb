import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-trademark', 'review');
export { Page as default, generateMetadata };
