import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('texas-llc', 'members');
export { Page as default, generateMetadata };
