import { UsaEmployerRegistrationWizard } from '@/components/wizards/flows/usa-employer-registration';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('usa-employer-registration', UsaEmployerRegistrationWizard);
