import { SouthAfricaTaxFilingWizard } from '@/components/wizards/flows/south-africa-tax-filing';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('south-africa-tax-filing', SouthAfricaTaxFilingWizard);
