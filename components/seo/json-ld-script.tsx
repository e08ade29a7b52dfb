import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines; the JSON is escaped so it cannot break out of the script. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
