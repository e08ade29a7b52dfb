import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { preload } from 'react-dom';
import hero from '@/public/images/hero.png';

/** The first screen: promise, the two calls to action and the page's only priority image. */
export async function HeroSection() {
  const t = await getTranslations('Home');
  // A plain <img> with next/image's attributes (optimiser URLs, srcset, blur), worked out here: no
  // client component, so the home page does not load next/image's script for its one image
  // above the fold. It is a phone's largest paint: preloaded, and fetched ahead of the scripts.
  // Without next/image's script the blur stays as the image's background; the picture is opaque.
  const { props: image } = getImageProps({
    src: hero,
    alt: t('heroImageAlt'),
    loading: 'eager',
    fetchPriority: 'high',
    placeholder: 'blur',
    sizes: '(min-width: 1024px) 560px, 100vw',
    className: 'h-auto w-full rounded-2xl',
  });
  preload(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: 'high',
  });
  return (
    <section
      aria-labelledby="home-hero-title"
      data-testid="home-hero"
      className="from-brand-50 bg-gradient-to-b to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
            {t('heroEyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            {t('heroTitle')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{t('heroBody')}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link href="/select-jurisdiction" className={buttonClass({ size: 'lg' })}>
              {t('getStarted')}
            </Link>
            <Link href="/pricing" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('viewPricing')}
            </Link>
          </div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, see above */}
        <img {...image} alt={image.alt} />
      </div>
    </section>
  );
}
