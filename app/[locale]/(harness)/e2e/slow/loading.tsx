import { Spinner } from '@/components/ui/spinner';

// The same fallback as the public pages' app/[locale]/(marketing)/loading.tsx.
export default function Loading() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner />
    </div>
  );
}
