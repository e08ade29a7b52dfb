import { SouthAfricaCompanyWizard } from '@/components/wizards/flows/south-africa-company';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('south-africa-company', SouthAfricaCompanyWizard);
