import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-trademark', 'owner');
export { Page as default, generateMetadata };
