import { WyomingLlcWizard } from '@/components/wizards/flows/wyoming-llc';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('wyoming-llc', WyomingLlcWizard);
