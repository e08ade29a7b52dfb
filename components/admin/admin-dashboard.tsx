import { getTranslations } from 'next-intl/server';

/** The queue's place until the queue lands (issue 18). */
export async function AdminDashboard() {
  const t = await getTranslations('Admin');
  return <h1 className="text-3xl font-bold text-ink">{t('heading')}</h1>;
}
