import { setRequestLocale } from 'next-intl/server';
import { WizardArea } from '@/components/wizards/wizard-area';

/** Holds the nigeria-nonprofit wizard's form state across its step routes. */
export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale as 'en');
  return (
    <WizardArea flow="nigeria-nonprofit" namespace="WizardNigeria">
      {children}
    </WizardArea>
  );
}
