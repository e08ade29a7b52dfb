import { GhanaTaxFilingWizard } from '@/components/wizards/flows/ghana-tax-filing';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('ghana-tax-filing', GhanaTaxFilingWizard);
