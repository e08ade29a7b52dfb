import { notFound } from 'next/navigation';
import { isHarnessEnabled } from '@/lib/config/harness';

export const dynamic = 'force-dynamic';

export default function ThrowingPage() {
  if (!isHarnessEnabled()) notFound();
  throw new Error('Deliberate rendering error for the end-to-end tests');
}
