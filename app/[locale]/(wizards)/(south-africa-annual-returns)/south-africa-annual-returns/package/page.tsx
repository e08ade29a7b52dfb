import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-annual-returns', 'package');
export { Page as default, generateMetadata };
