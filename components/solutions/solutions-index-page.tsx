import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/content/page-header';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/i18n/locales';
import { solutionKeys, solutionPath, solutionSlugs } from '@/lib/site/solutions';

/** /solutions: the four solutions, each with what it is and a link to its page. */
export async function SolutionsIndexPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Solutions' });
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2">
          {solutionSlugs.map((slug) => {
            const key = solutionKeys[slug];
            return (
              <li key={slug} className="flex flex-col rounded-xl border border-slate-200 p-6">
                <h2 className="text-xl font-bold">{t(`items.${key}.title`)}</h2>
                <p className="mt-2 flex-1 text-slate-700">{t(`items.${key}.intro`)}</p>
                <Link
                  href={solutionPath(slug)}
                  className="text-brand-700 mt-4 font-semibold underline underline-offset-4"
                >
                  {t('readMore', { solution: t(`items.${key}.title`) })}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
