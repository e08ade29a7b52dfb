'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Fades each `[data-reveal]` child in when 10% of it is visible, 150 ms after the card before
 * it. Only opacity and transform change, so nothing shifts; without JavaScript, without
 * IntersectionObserver or under prefers-reduced-motion the cards simply stay visible.
 */
export function RevealOnView({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const cards = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]'));
    cards.forEach((card, index) => {
      card.style.animationDelay = `${index * 150}ms`;
      card.dataset.reveal = 'waiting';
    });
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = 'shown';
          observer.unobserve(entry.target);
        }
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
