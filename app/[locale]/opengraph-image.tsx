import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { toLocale } from '@/lib/i18n/locale';
import { siteConfig } from '@/lib/config/site';

export const alt = siteConfig.name;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The Open Graph card of every page in a language: brand, promise and the six markets. */
export default async function OpengraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'Seo' });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #ecfdf5 0%, #ffffff 60%, #d1fae5 100%)',
        color: '#0f172a',
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 16,
            background: '#065f46',
            color: '#ffffff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 44,
            fontWeight: 800,
          }}
        >
          {siteConfig.name.charAt(0)}
        </div>
        <div style={{ fontSize: 40, fontWeight: 800, color: '#065f46' }}>{siteConfig.name}</div>
      </div>
      <div
        style={{ display: 'flex', fontSize: 64, fontWeight: 800, lineHeight: 1.1, maxWidth: 1000 }}
      >
        {t('ogHeadline')}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#334155' }}>{t('ogMarkets')}</div>
    </div>,
    size,
  );
}
