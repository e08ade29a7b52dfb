import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { blogImages } from '@/components/content/blog-images';
import { SafeImage } from '@/components/images/safe-image';
import { ProseSections, type ProseSection } from '@/components/content/prose-sections';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { blogArticles, findArticle } from '@/lib/blog/articles';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import { Link } from '@/components/ui/link';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

export const dynamicParams = false;

export function generateStaticParams() {
  return blogArticles.map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const locale = toLocale((await params).locale);
  const article = findArticle(slug);
  if (!article) return {};
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({
    locale,
    path: `/blog/${slug}`,
    title: t(`articles.${article.key}.title`),
    description: t(`articles.${article.key}.description`),
    type: 'article',
  });
}

export default async function BlogArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const article = findArticle(slug);
  if (!article) notFound();
  const [t, common, format] = await Promise.all([
    getTranslations('Blog'),
    getTranslations('Common'),
    getFormatter(),
  ]);
  const title = t(`articles.${article.key}.title`);
  const description = t(`articles.${article.key}.description`);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link href="/blog" className="text-brand-700 underline underline-offset-4">
          {t('back')}
        </Link>
      </nav>
      <header className="mt-6">
        <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-4 text-lg text-slate-700">{description}</p>
        <p className="text-muted mt-4 text-sm">
          <time dateTime={article.published}>
            {format.dateTime(new Date(article.published), { dateStyle: 'long', timeZone: 'UTC' })}
          </time>
        </p>
      </header>
      <SafeImage
        src={blogImages[article.image]}
        alt=""
        placeholder="blur"
        sizes="(min-width: 768px) 736px, 100vw"
        className="mt-8 h-auto w-full rounded-xl"
        fallbackLabel={common('loading')}
      />
      <div className="mt-10">
        <ProseSections sections={t.raw(`articles.${article.key}.sections`) as ProseSection[]} />
      </div>
      <p className="bg-brand-50 mt-12 rounded-xl p-6 text-slate-800">
        {t.rich('disclaimer', {
          help: (chunks) => (
            <Link
              href="/help"
              className="text-brand-700 font-semibold underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
      <JsonLdScript
        data={articleJsonLd({
          headline: title,
          description,
          url: absoluteUrl(`/blog/${slug}`, locale),
          datePublished: article.published,
          locale,
        })}
      />
    </article>
  );
}
