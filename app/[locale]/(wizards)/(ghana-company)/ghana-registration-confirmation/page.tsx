import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-company', 'review');
export { Page as default, generateMetadata };
