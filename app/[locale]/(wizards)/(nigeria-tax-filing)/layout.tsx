import { NigeriaTaxFilingWizard } from '@/components/wizards/flows/nigeria-tax-filing';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('nigeria-tax-filing', NigeriaTaxFilingWizard);
