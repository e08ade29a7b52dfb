import { DelawareLlcWizard } from '@/components/wizards/flows/delaware-llc';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('delaware-llc', DelawareLlcWizard);
