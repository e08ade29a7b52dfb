import { GhanaCompanyWizard } from '@/components/wizards/flows/ghana-company';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('ghana-company', GhanaCompanyWizard);
