import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-company', 'step1');
export { Page as default, generateMetadata };
