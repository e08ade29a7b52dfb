import { UsaTaxFilingWizard } from '@/components/wizards/flows/usa-tax-filing';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('usa-tax-filing', UsaTaxFilingWizard);
