import { UkIdentityVerification } from '@/components/wizards/leads/uk-identity-verification';
import { createStepPage } from '@/components/wizards/step-page';

const { Page, generateMetadata } = createStepPage('uk-company', 'directors', {
  lead: UkIdentityVerification,
});
export { Page as default, generateMetadata };
