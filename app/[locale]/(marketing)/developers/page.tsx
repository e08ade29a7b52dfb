import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApiReference } from '@/components/api/api-reference';
import { PageHeader } from '@/components/content/page-header';
import { openApiDocument } from '@/lib/api/v1/openapi';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/developers'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Developers' });
  return pageMetadata({
    locale,
    path: '/developers',
    title: t('title'),
    description: t('description'),
  });
}

/** The API and MCP reference (issue 37): the OpenAPI document rendered on the server, no script. */
export default async function DevelopersPage({ params }: PageProps<'/[locale]/developers'>) {
  await pageLocale(params);
  const t = await getTranslations('Developers');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <ApiReference document={openApiDocument()} />
    </>
  );
}
