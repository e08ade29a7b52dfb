import { UkCorporationTaxWizard } from '@/components/wizards/flows/uk-corporation-tax';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('uk-corporation-tax', UkCorporationTaxWizard);
