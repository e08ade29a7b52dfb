import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-company', 'business-basics');
export { Page as default, generateMetadata };
