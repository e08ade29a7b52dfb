import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { blogImages } from '@/components/content/blog-images';
import { PageHeader } from '@/components/content/page-header';
import { SafeImage } from '@/components/images/safe-image';
import { blogArticles } from '@/lib/blog/articles';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({ locale, path: '/blog', title: t('title'), description: t('description') });
}

export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  await pageLocale(params);
  const [t, common, format] = await Promise.all([
    getTranslations('Blog'),
    getTranslations('Common'),
    getFormatter(),
  ]);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-8 md:grid-cols-3">
          {blogArticles.map((article) => (
            <li key={article.slug} data-testid="blog-card">
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200">
                <SafeImage
                  src={blogImages[article.image]}
                  alt=""
                  placeholder="blur"
                  sizes="(min-width: 768px) 360px, 100vw"
                  className="h-auto w-full"
                  fallbackLabel={common('loading')}
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-muted text-sm">
                    <time dateTime={article.published}>
                      {format.dateTime(new Date(article.published), {
                        dateStyle: 'long',
                        timeZone: 'UTC',
                      })}
                    </time>
                  </p>
                  <h2 className="mt-2 text-xl font-bold">
                    <Link href={`/blog/${article.slug}`} className="hover:underline">
                      {t(`articles.${article.key}.title`)}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-slate-700">
                    {t(`articles.${article.key}.description`)}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
