import { UkEmployerRegistrationWizard } from '@/components/wizards/flows/uk-employer-registration';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('uk-employer-registration', UkEmployerRegistrationWizard);
