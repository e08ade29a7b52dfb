import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-trademark', 'mark');
export { Page as default, generateMetadata };
