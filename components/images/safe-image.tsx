import { getImageProps, type ImageProps } from 'next/image';
import { FallbackImg } from '@/components/images/fallback-img';

/**
 * A below-the-fold image: lazy, sized, blurred until loaded, served by Next's optimiser (AVIF or
 * WebP at the width the `sizes` call for). If it fails to load, a neutral placeholder of the same
 * size reads 'Loading...' and the failure is logged; once it loads, the service worker is asked
 * to keep it for offline visits.
 *
 * The `<img>` attributes are worked out here on the server with Next's `getImageProps`, so the
 * browser gets only the small handler island (FallbackImg) and not next/image's client component
 * (about 7 kB gzipped on the home page).
 */
export function SafeImage({
  fallbackLabel,
  alt,
  ...props
}: ImageProps & { fallbackLabel: string }) {
  const { props: img } = getImageProps({ ...props, alt, loading: 'lazy' });
  const aspectRatio = img.width && img.height ? `${img.width} / ${img.height}` : undefined;
  return <FallbackImg img={img} fallbackLabel={fallbackLabel} aspectRatio={aspectRatio} />;
}
