import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ComplianceConsole } from '@/components/companies/compliance-console';
import { requireAdmin } from '@/lib/auth/guards';
import {
  complianceFilterSchema,
  DEFAULT_DUE_DAYS,
  dueObligations,
} from '@/lib/companies/compliance-console';
import { todayIso } from '@/lib/config/clock';
import { asUser } from '@/lib/db/rls';
import { pageLocale, toLocale } from '@/lib/i18n/locale';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Companies.compliance' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Staff's compliance work list (issue 31): what is due soon across every company, not yet ordered. */
export default async function AdminCompliancePage({ params, searchParams }: PageProps) {
  const locale = await pageLocale(params);
  const admin = await requireAdmin(locale);
  const raw = await searchParams;
  const input = {
    days: first(raw.days),
    jurisdiction: first(raw.jurisdiction),
    entity: first(raw.entity),
    rule: first(raw.rule),
  };
  const parsed = complianceFilterSchema.safeParse(input);
  // A bad horizon is said next to its field and the default used; an unknown choice is ignored.
  const daysError = !parsed.success && parsed.error.issues.some((i) => i.path[0] === 'days');
  const filter = parsed.success
    ? parsed.data
    : complianceFilterSchema.parse({
        days: daysError ? DEFAULT_DUE_DAYS : input.days,
        ...Object.fromEntries(
          (['jurisdiction', 'entity', 'rule'] as const).map((k) => [
            k,
            complianceFilterSchema.shape[k].safeParse(input[k]).success ? input[k] : undefined,
          ]),
        ),
      });
  const today = todayIso();
  const { rows, total } = await asUser(admin.id, (tx) => dueObligations(tx, filter, today));
  return (
    <ComplianceConsole
      locale={locale}
      filter={filter}
      daysError={daysError}
      rows={rows}
      total={total}
      today={today}
    />
  );
}
