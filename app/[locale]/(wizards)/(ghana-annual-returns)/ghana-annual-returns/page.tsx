import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-annual-returns', 'company');
export { Page as default, generateMetadata };
