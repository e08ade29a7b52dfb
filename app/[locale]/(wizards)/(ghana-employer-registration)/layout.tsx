import { GhanaEmployerRegistrationWizard } from '@/components/wizards/flows/ghana-employer-registration';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('ghana-employer-registration', GhanaEmployerRegistrationWizard);
