'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

/**
 * A below-the-fold image: lazy, blurred until loaded. If it fails to load, a neutral
 * placeholder of the same size reads 'Loading...' and the failure is logged; once it loads,
 * the service worker is asked to keep it for offline visits.
 */
export function SafeImage({ fallbackLabel, alt, className, ...props }: ImageProps & { fallbackLabel: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    const src = typeof props.src === 'string' ? null : 'src' in props.src ? props.src : props.src.default;
    return (
      <div
        role="img"
        aria-label={alt || fallbackLabel}
        data-testid="image-fallback"
        className={`flex items-center justify-center bg-slate-100 text-sm text-slate-600 ${className ?? ''}`}
        style={{ aspectRatio: src ? `${src.width} / ${src.height}` : undefined }}
      >
        {fallbackLabel}
      </div>
    );
  }
  return (
    <Image
      {...props}
      alt={alt}
      className={className}
      loading="lazy"
      onError={(event) => {
        console.error('[image] failed to load', (event.currentTarget as HTMLImageElement).currentSrc || props.src);
        setFailed(true);
      }}
      onLoad={(event) => {
        const url = (event.currentTarget as HTMLImageElement).currentSrc;
        navigator.serviceWorker?.controller?.postMessage({ type: 'CACHE_NEW_IMAGE', url });
      }}
    />
  );
}
