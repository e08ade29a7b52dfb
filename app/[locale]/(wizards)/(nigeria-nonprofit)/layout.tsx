import { NigeriaNonprofitWizard } from '@/components/wizards/flows/nigeria-nonprofit';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('nigeria-nonprofit', NigeriaNonprofitWizard);
