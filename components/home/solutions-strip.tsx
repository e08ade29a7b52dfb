import { Briefcase, Building2, Landmark, TrendingUp } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { solutionPath, type SolutionSlug } from '@/lib/site/solutions';

const solutions = [
  { key: 'formation', slug: 'business-formation', Icon: Building2 },
  { key: 'payroll', slug: 'hire-to-payroll', Icon: Briefcase },
  { key: 'boardroom', slug: 'boardroom-in-a-box', Icon: Landmark },
  { key: 'raise', slug: 'raise-and-structure', Icon: TrendingUp },
] as const satisfies readonly { key: string; slug: SolutionSlug; Icon: unknown }[];

/** The four things customers come to us for, in one strip under the hero, each leading to its page. */
export async function SolutionsStrip() {
  const t = await getTranslations('Home.solutions');
  return (
    <section
      aria-labelledby="home-solutions-title"
      data-testid="home-solutions"
      className="render-later border-y border-slate-200 bg-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="home-solutions-title" className="sr-only">
          {t('heading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {solutions.map(({ key, slug, Icon }) => (
            <li key={key} className="flex gap-3">
              <Icon aria-hidden="true" className="text-brand-700 mt-1 size-6 shrink-0" />
              <div>
                <h3 className="font-semibold">
                  <Link
                    href={solutionPath(slug)}
                    className="hover:text-brand-700 underline underline-offset-4"
                    data-testid={`home-solution-${slug}`}
                  >
                    {t(`items.${key}.title`)}
                  </Link>
                </h3>
                <p className="text-muted mt-1 text-sm">{t(`items.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
