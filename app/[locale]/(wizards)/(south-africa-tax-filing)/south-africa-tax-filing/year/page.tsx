import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-tax-filing', 'year');
export { Page as default, generateMetadata };
