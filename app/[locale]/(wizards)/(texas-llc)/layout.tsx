import { TexasLlcWizard } from '@/components/wizards/flows/texas-llc';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('texas-llc', TexasLlcWizard);
