import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-dormant-accounts', 'package');
export { Page as default, generateMetadata };
