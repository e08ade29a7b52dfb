import { CanadaComparison } from '@/components/wizards/leads/canada-comparison';
import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('canada-company', 'jurisdiction', {
  lead: CanadaComparison,
});
export { Page as default, generateMetadata };
