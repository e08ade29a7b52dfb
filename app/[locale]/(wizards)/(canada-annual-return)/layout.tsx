import { CanadaAnnualReturnWizard } from '@/components/wizards/flows/canada-annual-return';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('canada-annual-return', CanadaAnnualReturnWizard);
