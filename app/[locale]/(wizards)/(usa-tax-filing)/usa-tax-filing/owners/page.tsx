import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('usa-tax-filing', 'owners');
export { Page as default, generateMetadata };
