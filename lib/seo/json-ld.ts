import { countries } from '@/lib/catalogue/jurisdictions';
import type { Locale } from '@/lib/i18n/locales';
import { siteConfig, siteOrigin } from '@/lib/config/site';
import { absoluteUrl } from './urls';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown };

/**
 * JSON for a `<script type="application/ld+json">`. `<`, `>` and `&` are escaped so that text
 * inside the data (an FAQ answer with `</script>`) cannot close the script element.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const countryNames = {
  NG: 'Nigeria',
  GH: 'Ghana',
  ZA: 'South Africa',
  GB: 'United Kingdom',
  CA: 'Canada',
  US: 'United States',
} as const;

/** The company behind the site, on every page. */
export function organizationJsonLd(locale: Locale, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteOrigin()}/#organization`,
    name: siteConfig.name,
    url: absoluteUrl('/', locale),
    logo: `${siteOrigin()}/images/logo.png`,
    description,
    email: siteConfig.contact.email,
    telephone: siteConfig.contact.phone,
    areaServed: countries.map((country) => ({
      '@type': 'Country',
      name: countryNames[country.code],
    })),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: siteConfig.contact.phone,
        email: siteConfig.contact.email,
        availableLanguage: ['English', 'French'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: siteConfig.supportHours.opens,
          closes: siteConfig.supportHours.closes,
        },
      },
    ],
  };
}

/** An FAQ page: each question with its (already sanitised) HTML answer. */
export function faqPageJsonLd(
  items: ReadonlyArray<{ question: string; answerHtml: string }>,
  url: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerHtml },
    })),
  };
}

export type OfferInput = {
  name: string;
  /** The amount in the currency's major unit (e.g. 150000 for ₦150,000). */
  price: number;
  /** ISO 4217, e.g. NGN. */
  currency: string;
  description?: string;
  url?: string;
};

/** A service we sell with its offers (packages), for pricing and country pages. */
export function serviceJsonLd(input: {
  name: string;
  description: string;
  url: string;
  /** Country names or ISO codes the service covers. */
  areaServed: readonly string[];
  serviceType?: string;
  offers: readonly OfferInput[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.serviceType ?? input.name,
    provider: {
      '@id': `${siteOrigin()}/#organization`,
      '@type': 'Organization',
      name: siteConfig.name,
    },
    areaServed: input.areaServed.map((name) => ({ '@type': 'Country', name })),
    offers: input.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price.toFixed(2),
      priceCurrency: offer.currency,
      ...(offer.description ? { description: offer.description } : {}),
      ...(offer.url ? { url: offer.url } : {}),
      availability: 'https://schema.org/InStock',
    })),
  };
}

/** A blog article. */
export function articleJsonLd(input: {
  headline: string;
  description: string;
  url: string;
  datePublished: string;
  locale: Locale;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    url: input.url,
    datePublished: input.datePublished,
    inLanguage: input.locale,
    author: { '@type': 'Organization', name: siteConfig.name },
    publisher: {
      '@id': `${siteOrigin()}/#organization`,
      '@type': 'Organization',
      name: siteConfig.name,
    },
  };
}
