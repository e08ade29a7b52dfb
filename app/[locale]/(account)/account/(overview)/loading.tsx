// Personal pages render per request: show the spinner while they load. Prerendered public
// pages have no loading.tsx, so their HTML carries the content itself, not a spinner. The
// overview and settings have one each, never a folder above /account/applications/[reference]:
// a loading state there starts the response (status 200) before the page can answer 404 for
// another customer's reference.
import { Spinner } from '@/components/ui/spinner';

export default function Loading() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner />
    </div>
  );
}
