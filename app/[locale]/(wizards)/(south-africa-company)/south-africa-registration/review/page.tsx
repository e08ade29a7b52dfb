import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-company', 'review');
export { Page as default, generateMetadata };
