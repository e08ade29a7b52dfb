import { DelawareIncomeTaxWizard } from '@/components/wizards/flows/delaware-income-tax';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('delaware-income-tax', DelawareIncomeTaxWizard);
