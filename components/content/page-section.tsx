import type { ComponentProps, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Link } from '@/components/ui/link';
import type { Href } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/*
 * The parts of a service page (a calculator's, a filing's): its title, sections headed by an h2,
 * the button that starts the order, and its sources in small print at the foot.
 */

/** The page's title and the paragraph that introduces it. */
export function PageIntro({
  title,
  intro,
  introClassName,
}: {
  title: string;
  intro: string;
  introClassName?: string;
}) {
  return (
    <header>
      <h1 className="text-ink text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className={cx('mt-4', introClassName, 'text-lg text-slate-700')}>{intro}</p>
    </header>
  );
}

/** A section labelled by its h2: `id` names the heading the section points to. */
export function PageSection({
  id,
  heading,
  children,
  ...props
}: { id: string; heading: string } & Omit<ComponentProps<'section'>, 'id'>) {
  return (
    <section aria-labelledby={id} {...props}>
      <h2 id={id} className="text-ink text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Plain-text items as a list, numbered when `ordered` (steps, in their order). */
export function TextList({
  items,
  ordered = false,
}: {
  items: readonly string[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={cx(
        'mt-3',
        ordered ? 'list-decimal' : 'list-disc',
        'space-y-1 pl-6 text-slate-700',
      )}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** The link that starts an order, a large button under what the section says. */
export function StartLink({ href, children }: { href: Href; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClass({ size: 'lg', className: 'mt-6' })}>
      {children}
    </Link>
  );
}

/** Where the page's figures and rules come from (its `[Snn]` ids, docs/sources.md), at its foot. */
export async function SourcesSection({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'TaxCalculators.common' });
  return (
    <section aria-labelledby="sources">
      <h2 id="sources" className="text-ink text-lg font-semibold">
        {t('sourcesHeading')}
      </h2>
      <p className="text-muted mt-2 text-sm">{children}</p>
    </section>
  );
}
