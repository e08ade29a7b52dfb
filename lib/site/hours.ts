import { siteConfig } from '../config/site';

/** '08:00' → '8 AM' (en) or '08 h' (fr), without depending on the server's time zone. */
export function formatHour(hhmm: string, locale: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: minutes ? '2-digit' : undefined,
    timeZone: 'UTC',
  }).format(date);
}

export function supportHours(locale: string) {
  return {
    opens: formatHour(siteConfig.supportHours.opens, locale),
    closes: formatHour(siteConfig.supportHours.closes, locale),
  };
}
