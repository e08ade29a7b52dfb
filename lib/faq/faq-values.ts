import { CAC_SCHEDULE_2025 } from '@/lib/catalogue/government-fees';

/**
 * Facts the FAQ answers name that live elsewhere (a registry's dates in the fee table): answers
 * write `{cacScheduleInForce}` and the value is put in here, so the text follows the fee table.
 */
export function faqValues(locale: string): Record<string, string> {
  const day = (iso: string) => {
    // The site writes British English: 1 October 2025.
    const text = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
    // French writes the first of the month as an ordinal: « 1er octobre ».
    return locale.startsWith('fr') ? text.replace(/^1 /, '1er ') : text;
  };
  return {
    cacScheduleGazetted: day(CAC_SCHEDULE_2025.gazetted),
    cacScheduleInForce: day(CAC_SCHEDULE_2025.inForce),
  };
}

/** An answer with its `{name}` placeholders filled; an unknown name is left as written. */
export function fillFaqValues(html: string, values: Record<string, string>): string {
  return html.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}
