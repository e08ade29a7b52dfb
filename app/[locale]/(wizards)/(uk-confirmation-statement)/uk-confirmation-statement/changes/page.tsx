import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-confirmation-statement', 'changes');
export { Page as default, generateMetadata };
