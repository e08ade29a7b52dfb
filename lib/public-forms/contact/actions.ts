'use server';

import type { ActionResult } from '@/lib/actions/result';
import { submitContactMessageWith } from './submit';

/** The contact form's action (lib/public-forms/contact/submit.ts). */
export async function submitContactMessage(input: unknown, locale: unknown): Promise<ActionResult> {
  return submitContactMessageWith(input, locale);
}
