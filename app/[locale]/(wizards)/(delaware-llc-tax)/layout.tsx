import { DelawareLlcTaxWizard } from '@/components/wizards/flows/delaware-llc-tax';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('delaware-llc-tax', DelawareLlcTaxWizard);
