import { Briefcase, Building2, Landmark, TrendingUp } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';

const solutions = [
  { key: 'formation', Icon: Building2 },
  { key: 'payroll', Icon: Briefcase },
  { key: 'boardroom', Icon: Landmark },
  { key: 'raise', Icon: TrendingUp },
] as const;

/** The four things customers come to us for, in one strip under the hero. */
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
          {solutions.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3">
              <Icon aria-hidden="true" className="text-brand-700 mt-1 size-6 shrink-0" />
              <div>
                <h3 className="font-semibold">{t(`items.${key}.title`)}</h3>
                <p className="text-muted mt-1 text-sm">{t(`items.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
