import { TexasCorporationWizard } from '@/components/wizards/flows/texas-corporation';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('texas-corporation', TexasCorporationWizard);
