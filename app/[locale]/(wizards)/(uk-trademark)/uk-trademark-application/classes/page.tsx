import { UkTrademarkFees } from '@/components/wizards/leads/uk-trademark-fees';
import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-trademark', 'classes', {
  lead: UkTrademarkFees,
});
export { Page as default, generateMetadata };
