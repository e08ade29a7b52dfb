import { TrademarkOfficeFees } from '@/components/wizards/leads/trademark-office-fees';
import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('nigeria-trademark', 'classes', {
  lead: TrademarkOfficeFees('nigeria-trademark'),
});
export { Page as default, generateMetadata };
