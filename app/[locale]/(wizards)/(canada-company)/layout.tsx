import { CanadaCompanyWizard } from '@/components/wizards/flows/canada-company';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('canada-company', CanadaCompanyWizard);
