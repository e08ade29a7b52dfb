import { NigeriaEnterpriseWizard } from '@/components/wizards/flows/nigeria-enterprise';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('nigeria-enterprise', NigeriaEnterpriseWizard);
