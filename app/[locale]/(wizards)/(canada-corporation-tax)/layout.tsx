import { CanadaCorporationTaxWizard } from '@/components/wizards/flows/canada-corporation-tax';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('canada-corporation-tax', CanadaCorporationTaxWizard);
