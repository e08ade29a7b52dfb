'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
// The <altcha-widget> element's JSX types.
import type {} from 'altcha/types/react';

type AltchaElement = HTMLElement & {
  reset?: () => void;
  configure?: (config: Record<string, unknown>) => Promise<void>;
};
type StateChange = CustomEvent<{ state: string; payload?: string }>;
type AltchaGlobal = { i18n: { set: (name: string, value: Record<string, string>) => void } };

/** The widget's own strings, from our messages (its footer link is hidden). */
const stringKeys = [
  'label',
  'verify',
  'verifying',
  'verified',
  'verificationRequired',
  'waitAlert',
  'error',
  'expired',
  'loading',
  'reload',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'getAudioChallenge',
  'ariaLinkLabel',
] as const;

/**
 * The ALTCHA proof-of-work checkbox, inside a form. Its script is a separate chunk fetched only
 * once the visitor starts on that form, and it solves challenges from /api/altcha in web workers.
 * Reports the payload to `onChange` once verified, '' when it expires or fails. Changing
 * `resetKey` starts it over (a payload is single-use).
 */
export function AltchaField({
  onChange,
  resetKey,
  errorId,
  invalid,
}: {
  onChange: (payload: string) => void;
  resetKey: number;
  errorId?: string;
  invalid?: boolean;
}) {
  const t = useTranslations('Captcha');
  const locale = useLocale();
  const ref = useRef<AltchaElement | null>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The widget's script (about 35 kB gzipped) is fetched once the visitor starts on the form (a
  // focus, a click or typing anywhere in it: keyboard and screen-reader users reach a field
  // first) or once the captcha's own place scrolls into view; never with the page itself.
  const placeholder = useRef<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const target = placeholder.current;
    if (wanted || !target) return;
    const form = target.closest('form');
    const start = () => setWanted(true);
    if (form?.contains(document.activeElement)) {
      start(); // focused before the page was interactive
      return;
    }
    const events = ['focusin', 'pointerdown', 'input'] as const;
    for (const type of events) form?.addEventListener(type, start);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) start();
          });
    observer?.observe(target);
    if (!form && !observer) start();
    return () => {
      for (const type of events) form?.removeEventListener(type, start);
      observer?.disconnect();
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void import('altcha').then(() => {
      if (cancelled) return;
      const strings = Object.fromEntries(stringKeys.map((key) => [key, t(key)]));
      (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha.i18n.set(
        `registra-${locale}`,
        strings,
      );
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, locale, t]);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [ready]);

  // Tie our error message to the widget's checkbox, so it is read out with it.
  useEffect(() => {
    const checkbox = ref.current?.querySelector('input[type="checkbox"]');
    if (!ready || !checkbox) return;
    if (errorId) checkbox.setAttribute('aria-describedby', errorId);
    else checkbox.removeAttribute('aria-describedby');
  }, [ready, errorId]);

  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstReset.current) return;
    ref.current?.reset?.();
    onChangeRef.current('');
  }, [resetKey]);

  return (
    <div
      // The widget's check mark (invisible until verified) sits over the middle of its checkbox
      // and would swallow a click there: let clicks through to the checkbox.
      ref={placeholder}
      data-captcha
      className="min-h-[74px] [&_.altcha-checkbox_svg]:pointer-events-none"
      data-invalid={invalid ? 'true' : undefined}
    >
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge="/api/altcha"
          language={`registra-${locale}`}
          // The payload travels through the form's state, not a hidden input of its own.
          name="altcha-widget"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 300 })}
          style={{
            '--altcha-max-width': '100%',
            '--altcha-border-radius': '0.375rem',
            '--altcha-color-error': '#b91c1c',
            '--altcha-color-primary': '#065f46',
          }}
        />
      ) : (
        <p className="text-muted rounded-md border border-slate-300 px-4 py-6 text-sm">
          {wanted ? t('loading') : t('deferred')}
        </p>
      )}
    </div>
  );
}
