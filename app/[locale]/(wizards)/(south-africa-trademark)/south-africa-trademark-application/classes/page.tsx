import { TrademarkOfficeFees } from '@/components/wizards/leads/trademark-office-fees';
import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('south-africa-trademark', 'classes', {
  lead: TrademarkOfficeFees('south-africa-trademark'),
});
export { Page as default, generateMetadata };
