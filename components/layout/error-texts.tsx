'use client';

import { createContext, type ReactNode } from 'react';

export type ErrorTexts = {
  title: string;
  body: string;
  retry: string;
  home: string;
  /** Shown instead when the session could not be checked (the database is down). */
  unavailable?: { title: string; body: string };
};

/** The error view's words, handed down by the layout (no i18n provider on public pages). */
export const ErrorTextsContext = createContext<ErrorTexts | null>(null);

export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorTexts;
  children: ReactNode;
}) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}
