import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { backendMode } from '@/lib/supabase/config';
import type { FlowId, WizardDefinition } from '@/lib/wizards/steps';
import { WizardProvider } from './wizard-provider';

/**
 * The shared layout of one wizard: its messages (only the namespaces its client components
 * read), the browser auth state (for inline sign-in on the review step) and the form state that
 * every step route of the flow shares.
 */
export async function WizardArea({ flow, namespace, children }: { flow: FlowId; namespace: WizardDefinition['namespace']; children: ReactNode }) {
  const messages = await getMessages();
  const picked = {
    Wizard: messages.Wizard,
    [namespace]: messages[namespace],
    Auth: messages.Auth,
    Common: messages.Common,
    Error: messages.Error,
    Catalogue: { feeLines: messages.Catalogue.feeLines },
  };
  return (
    <NextIntlClientProvider messages={picked as never}>
      <AuthProvider mode={backendMode()}>
        <WizardProvider flow={flow}>
          <div className="mx-auto w-full max-w-3xl px-4 py-10">{children}</div>
        </WizardProvider>
      </AuthProvider>
    </NextIntlClientProvider>
  );
}
