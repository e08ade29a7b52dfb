import { GhanaAnnualReturnsWizard } from '@/components/wizards/flows/ghana-annual-returns';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('ghana-annual-returns', GhanaAnnualReturnsWizard);
