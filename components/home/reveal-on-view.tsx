'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Fades each `[data-reveal]` child in when 10% of it is visible, 150 ms after the card before
 * it among those that come into view together: a row of four on a wide screen fades in over
 * 450 ms, while on a phone, where cards arrive one by one, each starts at once (a delay counted
 * over the whole list would keep the eighth card blank for 1050 ms after it came into view).
 * Only opacity and transform change, so nothing shifts; without JavaScript, without
 * IntersectionObserver or under prefers-reduced-motion the cards simply stay visible.
 */
export function RevealOnView({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]'));
    for (const card of cards) card.dataset.reveal = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        const arriving = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => entry.target as HTMLElement)
          .sort((a, b) => cards.indexOf(a) - cards.indexOf(b));
        arriving.forEach((card, index) => {
          card.style.animationDelay = `${index * 150}ms`;
          card.dataset.reveal = 'shown';
          observer.unobserve(card);
        });
      },
      { threshold: 0.1 },
    );
    cards.forEach((card) => observer.observe(card));
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
