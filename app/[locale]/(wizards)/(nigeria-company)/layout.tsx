import { NigeriaCompanyWizard } from '@/components/wizards/flows/nigeria-company';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('nigeria-company', NigeriaCompanyWizard);
