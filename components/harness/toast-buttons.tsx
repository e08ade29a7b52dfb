'use client';

import { toast } from '@/components/layout/toast';
import { Button } from '@/components/ui/button';

export function ToastButtons({
  titles,
  fireOne,
  fireFive,
}: {
  titles: string[];
  fireOne: string;
  fireFive: string;
}) {
  return (
    <div className="flex gap-4">
      <Button variant="secondary" onClick={() => toast(titles[0])}>
        {fireOne}
      </Button>
      <Button variant="secondary" onClick={() => titles.forEach((title) => toast(title))}>
        {fireFive}
      </Button>
    </div>
  );
}
