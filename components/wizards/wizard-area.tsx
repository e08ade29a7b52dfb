import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ComponentType, ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { backendMode } from '@/lib/config/backend';
import { pageLocale } from '@/lib/i18n/locale';
import { FLOWS, type FlowId } from '@/lib/wizards/flows';

/**
 * The layout of one wizard's route group: its messages (only the namespaces its client
 * components read), the browser auth state (for inline sign-in on the review step) and the form
 * state that every step route of the flow shares, held by `Flow` (the flow's provider from
 * components/wizards/flows/, which brings its definition).
 */
export function createWizardLayout(flow: FlowId, Flow: ComponentType<{ children: ReactNode }>) {
  const { namespace } = FLOWS[flow];
  return async function WizardLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    await pageLocale(params);
    const messages = await getMessages();
    const picked = {
      Wizard: messages.Wizard,
      [namespace]: messages[namespace],
      Auth: messages.Auth,
      Captcha: messages.Captcha, // the inline sign-in's robot check
      PasswordReset: messages.PasswordReset, // its "Forgot your password?" link and form
      Common: messages.Common,
      Error: messages.Error,
      // The quote's lines, and the package step's turnaround and inclusions.
      Catalogue: {
        feeLines: messages.Catalogue.feeLines,
        serviceLines: messages.Catalogue.serviceLines,
        turnaround: messages.Catalogue.turnaround,
        inclusions: messages.Catalogue.inclusions,
        table: { atCost: messages.Catalogue.table.atCost },
      },
    };
    return (
      <NextIntlClientProvider messages={picked as never}>
        <AuthProvider mode={backendMode()}>
          <Flow>
            <div className="mx-auto w-full max-w-3xl px-4 py-10">{children}</div>
          </Flow>
        </AuthProvider>
      </NextIntlClientProvider>
    );
  };
}
