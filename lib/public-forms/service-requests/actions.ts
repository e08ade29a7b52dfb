'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toLocale } from '@/lib/i18n/locale';
import { submitServiceRequestWith } from './submit';

/** The "Request this service" form's action (/request-service). Everything is re-parsed. */
export async function submitServiceRequest(input: unknown, locale: unknown): Promise<ActionResult> {
  return submitServiceRequestWith(input, toLocale(locale));
}
