import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-trademark', 'review');
export { Page as default, generateMetadata };
