import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-trademark', 'mark');
export { Page as default, generateMetadata };
