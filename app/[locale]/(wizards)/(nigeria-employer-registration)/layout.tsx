import { NigeriaEmployerRegistrationWizard } from '@/components/wizards/flows/nigeria-employer-registration';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout(
  'nigeria-employer-registration',
  NigeriaEmployerRegistrationWizard,
);
