import { DelawareCorporationWizard } from '@/components/wizards/flows/delaware-corporation';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('delaware-corporation', DelawareCorporationWizard);
