import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-company', 'services');
export { Page as default, generateMetadata };
