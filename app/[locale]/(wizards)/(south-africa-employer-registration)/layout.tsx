import { SouthAfricaEmployerRegistrationWizard } from '@/components/wizards/flows/south-africa-employer-registration';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout(
  'south-africa-employer-registration',
  SouthAfricaEmployerRegistrationWizard,
);
