import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-trademark', 'mark');
export { Page as default, generateMetadata };
