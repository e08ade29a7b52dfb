'use client';

import { toast } from '@/components/layout/toast';

export function ToastButtons({ titles, fireOne, fireFive }: { titles: string[]; fireOne: string; fireFive: string }) {
  return (
    <div className="flex gap-4">
      <button type="button" className="rounded border px-4 py-2" onClick={() => toast(titles[0])}>
        {fireOne}
      </button>
      <button type="button" className="rounded border px-4 py-2" onClick={() => titles.forEach((title) => toast(title))}>
        {fireFive}
      </button>
    </div>
  );
}
