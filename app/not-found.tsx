import messages from '@/messages/en.json';
import '@/app/globals.css';

// Reached only by paths the locale proxy does not see (for example a missing file);
// pages use app/[locale]/not-found.tsx.
export default function RootNotFound() {
  const t = messages.NotFound;
  return (
    <html lang="en">
      <body className="grid min-h-screen place-items-center p-6 text-center">
        <main>
          <p className="text-brand-700 text-6xl font-bold">{t.code}</p>
          <h1 className="mt-4 text-2xl font-semibold">{t.heading}</h1>
          <p className="text-muted mt-2">{t.body}</p>
          {/* This tree rides in every page's RSC payload: next/link here made every page load
              next/link's chunk. A full load of the home page is right from a missing file. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className="mt-6 inline-block underline" href="/">
            {t.home}
          </a>
        </main>
      </body>
    </html>
  );
}
