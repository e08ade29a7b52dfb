import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { ProseSections, type ProseSection } from '@/components/content/prose-sections';

export type LegalDocumentId = 'privacy' | 'legal' | 'terms';

/** Dates the texts were last reviewed; change when the text changes. */
const lastUpdated: Record<LegalDocumentId, string> = {
  privacy: '2026-11-21',
  legal: '2026-11-21',
  terms: '2026-11-21',
};

/** The privacy policy, legal notice or terms of service, from the `Legal` messages. */
export async function LegalDocument({ id }: { id: LegalDocumentId }) {
  const t = await getTranslations('Legal');
  const format = await getFormatter();
  const sections = t.raw(`${id}.sections`) as ProseSection[];
  return (
    <article>
      <PageHeader title={t(`${id}.title`)} intro={t(`${id}.intro`)}>
        <p className="text-muted mt-4 text-sm">
          {t('updated', {
            date: format.dateTime(new Date(lastUpdated[id]), {
              dateStyle: 'long',
              timeZone: 'UTC',
            }),
          })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-12">
        <ProseSections sections={sections} />
      </div>
    </article>
  );
}
