import { TrademarkOfficeFees } from '@/components/wizards/leads/trademark-office-fees';
import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('ghana-trademark', 'classes', {
  lead: TrademarkOfficeFees('ghana-trademark'),
});
export { Page as default, generateMetadata };
