import { setRequestLocale } from 'next-intl/server';
import { WizardArea } from '@/components/wizards/wizard-area';

/** Holds the nigeria-tax-filing wizard's form state across its step routes. */
export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  return (
    <WizardArea flow="nigeria-tax-filing" namespace="WizardNigeria">
      {children}
    </WizardArea>
  );
}
