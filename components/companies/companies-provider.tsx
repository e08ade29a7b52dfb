import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The `Companies` messages for the client forms inside (the console's providers send only their section's). */
export async function CompaniesMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ Companies: messages.Companies } as never}>
      {children}
    </NextIntlClientProvider>
  );
}
