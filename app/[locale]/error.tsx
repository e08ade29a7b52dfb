'use client';

import { useContext, useEffect } from 'react';
import { ErrorTextsContext } from '@/components/layout/error-texts';
import { Link } from '@/components/ui/link';

export default function ErrorView({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  // The layout hands the words down as plain strings: next-intl's client provider would add its
  // message parser to every page's JavaScript for four strings without arguments.
  const t = useContext(ErrorTextsContext)!;
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="text-muted mt-4">{t.body}</p>
      <div className="mt-8 flex justify-center gap-4">
        {/* retry() fetches the segment again from the server, so a passing failure can recover. */}
        <button
          type="button"
          onClick={() => retry()}
          className="bg-brand-700 hover:bg-brand-800 rounded-md px-5 py-3 font-semibold text-white"
        >
          {t.retry}
        </button>
        <Link href="/" className="rounded-md border border-slate-300 px-5 py-3 font-semibold">
          {t.home}
        </Link>
      </div>
    </section>
  );
}
