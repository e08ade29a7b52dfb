import { UkDormantAccountsWizard } from '@/components/wizards/flows/uk-dormant-accounts';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('uk-dormant-accounts', UkDormantAccountsWizard);
