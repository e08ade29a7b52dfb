'use client';

import { useCallback, useState, type ComponentProps } from 'react';

type FallbackImgProps = {
  /** The `<img>` attributes from next/image's getImageProps (components/images/safe-image). */
  img: ComponentProps<'img'>;
  fallbackLabel: string;
  aspectRatio?: string;
};

/** SafeImage's browser half: the `<img>`, its failure placeholder, and the offline cache hint. */
export function FallbackImg({ img, fallbackLabel, aspectRatio }: FallbackImgProps) {
  const [broken, setBroken] = useState(false);
  // The blur placeholder is the image's background until it has loaded, as next/image does.
  const [loaded, setLoaded] = useState(false);

  const onFailure = useCallback((element: HTMLImageElement) => {
    console.error('[image] failed to load', element.currentSrc || element.src);
    setBroken(true);
  }, []);
  const onSuccess = useCallback((element: HTMLImageElement) => {
    setLoaded(true);
    navigator.serviceWorker?.controller?.postMessage({
      type: 'CACHE_NEW_IMAGE',
      url: element.currentSrc,
    });
  }, []);
  // An image that finished before hydration fired its event before the handlers below existed.
  const settledBeforeHydration = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element?.complete || !element.currentSrc) return;
      if (element.naturalWidth === 0) onFailure(element);
      else onSuccess(element);
    },
    [onFailure, onSuccess],
  );

  if (broken) {
    return (
      <div
        role="img"
        aria-label={img.alt || fallbackLabel}
        data-testid="image-fallback"
        className={`flex items-center justify-center bg-slate-100 text-sm text-slate-600 ${img.className ?? ''}`}
        style={{ aspectRatio }}
      >
        {fallbackLabel}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes (getImageProps)
    <img
      {...img}
      alt={img.alt ?? ''}
      style={loaded ? { ...img.style, backgroundImage: undefined } : img.style}
      ref={settledBeforeHydration}
      onError={(event) => onFailure(event.currentTarget)}
      onLoad={(event) => onSuccess(event.currentTarget)}
    />
  );
}
