// Personal pages render per request: show the spinner while they load. Prerendered public
// pages have no loading.tsx, so their HTML carries the content itself, not a spinner.
import { Spinner } from '@/components/ui/spinner';

export default function Loading() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner />
    </div>
  );
}
