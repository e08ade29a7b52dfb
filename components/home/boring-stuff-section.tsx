import { LifeBuoy, Phone, Scale } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { siteConfig } from '@/lib/config/site';

/** 'We Handle the Boring Stuff': compare packages, the help centre, and a phone number. */
export async function BoringStuffSection() {
  const t = await getTranslations('Home.boring');
  const card = 'flex h-full flex-col rounded-xl border border-slate-200 p-6';
  const action =
    'mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline';
  return (
    <section
      aria-labelledby="home-boring-title"
      data-testid="home-boring"
      className="render-later mx-auto max-w-6xl px-4 py-16"
    >
      <h2 id="home-boring-title" className="text-3xl font-bold tracking-tight">
        {t('heading')}
      </h2>
      <p className="text-muted mt-3 max-w-2xl">{t('intro')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        <li className={card}>
          <Scale aria-hidden="true" className="text-brand-700 size-7" />
          <h3 className="mt-3 text-lg font-semibold">{t('compare.title')}</h3>
          <p className="mt-2 flex-1 text-slate-700">{t('compare.body')}</p>
          <Link href="/compare" className={action}>
            {t('compare.cta')}
          </Link>
        </li>
        <li className={card}>
          <LifeBuoy aria-hidden="true" className="text-brand-700 size-7" />
          <h3 className="mt-3 text-lg font-semibold">{t('help.title')}</h3>
          <p className="mt-2 flex-1 text-slate-700">{t('help.body')}</p>
          <Link href="/help" className={action}>
            {t('help.cta')}
          </Link>
        </li>
        <li className={card}>
          <Phone aria-hidden="true" className="text-brand-700 size-7" />
          <h3 className="mt-3 text-lg font-semibold">{t('phone.title')}</h3>
          <p className="mt-2 flex-1 text-slate-700">{t('phone.body')}</p>
          <a href={siteConfig.contact.phoneHref} className={action}>
            {t('phone.cta', { phone: siteConfig.contact.phone })}
          </a>
        </li>
      </ul>
    </section>
  );
}
