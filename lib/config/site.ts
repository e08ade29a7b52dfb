/** An absolute http(s) address, or null for anything else (unset, empty, relative, javascript:). */
export function externalBlogUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Facts about the business that appear on many pages. Change them here only.
 * The brand is a neutral placeholder until the company picks its trading name.
 */
export const siteConfig = {
  name: 'Registra',
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
  contact: {
    phone: '+234 201 330 4500',
    phoneHref: 'tel:+2342013304500',
    email: 'hello@registra.example',
  },
  /** Monday to Friday, 8AM to 6PM West Africa Time (UTC+1, no daylight saving). */
  supportHours: {
    days: 'monday-friday',
    opens: '08:00',
    closes: '18:00',
    timeZone: 'Africa/Lagos',
  },
  /**
   * The header's Blog link: the external blog named by NEXT_PUBLIC_BLOG_URL (an http(s) address,
   * read at build time), else the site's own /blog. The spec names no blog host, and the old
   * default pointed at a placeholder host that does not exist.
   */
  blogUrl: externalBlogUrl(process.env.NEXT_PUBLIC_BLOG_URL) ?? '/blog',
} as const;

/** The site's origin without a trailing slash, e.g. `https://registra.example`. */
export function siteOrigin(): string {
  return siteConfig.url.replace(/\/+$/, '');
}
