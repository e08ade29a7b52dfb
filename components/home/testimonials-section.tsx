import { Star } from '@/components/ui/icons';
import type { StaticImageData } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { SafeImage } from '@/components/images/safe-image';
import adaeze from '@/public/images/testimonials/adaeze.png';
import kwame from '@/public/images/testimonials/kwame.png';
import thandi from '@/public/images/testimonials/thandi.png';

// Lucide's star (components/ui/icons), one <path>, drawn five times in a row: each 24 units wide
// with 2.4 between them (the gap-0.5 the five separate icons had at size-5). Written out, as
// n * 26.4 printed 79.19999999999999 into the HTML.
const starPath = Star.node[0]?.[1].d;
const starOffsets = [0, 26.4, 52.8, 79.2, 105.6] as const;
const ratingWidth = starOffsets[4] + 24;

type Testimonial = {
  key: 'adaeze' | 'kwame' | 'thandi' | 'james';
  rating: 1 | 2 | 3 | 4 | 5;
  image?: StaticImageData;
};

/** Customers' words; the portrait is optional. */
const testimonials: Testimonial[] = [
  { key: 'adaeze', rating: 5, image: adaeze },
  { key: 'kwame', rating: 5, image: kwame },
  { key: 'thandi', rating: 4, image: thandi },
  { key: 'james', rating: 5 },
];

export async function TestimonialsSection() {
  const t = await getTranslations('Home.testimonials');
  const common = await getTranslations('Common');
  return (
    <section
      aria-labelledby="home-testimonials-title"
      data-testid="home-testimonials"
      className="render-later bg-brand-50"
    >
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="home-testimonials-title" className="text-3xl font-bold tracking-tight">
          {t('heading')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {testimonials.map(({ key, rating, image }) => (
            <li key={key} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm">
                <p
                  role="img"
                  aria-label={t('rating', { rating })}
                  className="flex"
                  data-rating={rating}
                >
                  {/* One star shape per rating, drawn five times: the home page's HTML and RSC
                      payload carry four star paths instead of twenty. */}
                  <svg
                    viewBox={`0 0 ${ratingWidth} 24`}
                    aria-hidden="true"
                    className="lucide h-5 w-auto"
                  >
                    <defs>
                      <path id={`rating-star-${key}`} d={starPath} />
                    </defs>
                    {starOffsets.map((x, n) => (
                      <use
                        key={n}
                        href={`#rating-star-${key}`}
                        x={x}
                        className={n < rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}
                      />
                    ))}
                  </svg>
                </p>
                <blockquote className="mt-4 flex-1 text-slate-800">
                  <p>“{t(`items.${key}.quote`)}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  {image ? (
                    <SafeImage
                      src={image}
                      alt=""
                      width={48}
                      height={48}
                      placeholder="blur"
                      className="size-12 rounded-full"
                      fallbackLabel={common('loading')}
                    />
                  ) : null}
                  <span>
                    <span className="block font-semibold">{t(`items.${key}.author`)}</span>
                    <span className="text-muted block text-sm">
                      {t('roleAt', {
                        role: t(`items.${key}.role`),
                        company: t(`items.${key}.company`),
                      })}{' '}
                      · {t(`items.${key}.country`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
