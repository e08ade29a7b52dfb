import { TrademarkOfficeFees } from '@/components/wizards/leads/trademark-office-fees';
import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-trademark', 'classes', {
  lead: TrademarkOfficeFees('canada-trademark'),
});
export { Page as default, generateMetadata };
