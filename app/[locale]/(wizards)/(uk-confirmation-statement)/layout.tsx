import { UkConfirmationStatementWizard } from '@/components/wizards/flows/uk-confirmation-statement';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('uk-confirmation-statement', UkConfirmationStatementWizard);
