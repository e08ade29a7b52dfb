import { WyomingCorporationWizard } from '@/components/wizards/flows/wyoming-corporation';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('wyoming-corporation', WyomingCorporationWizard);
