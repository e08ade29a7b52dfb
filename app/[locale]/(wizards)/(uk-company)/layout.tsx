import { UkCompanyWizard } from '@/components/wizards/flows/uk-company';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('uk-company', UkCompanyWizard);
