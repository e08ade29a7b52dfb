import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-annual-returns', 'review');
export { Page as default, generateMetadata };
