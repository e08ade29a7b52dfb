import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-company', 'share-capital');
export { Page as default, generateMetadata };
