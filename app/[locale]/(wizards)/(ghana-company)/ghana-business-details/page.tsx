import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-company', 'business-details');
export { Page as default, generateMetadata };
