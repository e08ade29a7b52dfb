import { CanadaEmployerRegistrationWizard } from '@/components/wizards/flows/canada-employer-registration';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('canada-employer-registration', CanadaEmployerRegistrationWizard);
