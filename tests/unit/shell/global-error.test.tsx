import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from '@/app/global-error';
import nextConfig from '@/next.config';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

let pathname: string | null = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// The texts reach the component as the build inlines them: through next.config.ts's `env`.
process.env.GLOBAL_ERROR_TEXTS = nextConfig.env?.GLOBAL_ERROR_TEXTS;

function render(path: string | null) {
  pathname = path;
  return renderToStaticMarkup(<GlobalError error={new Error('secret detail')} retry={() => {}} />);
}

describe('the global error view (root layout failures)', () => {
  it('inlines only the error view texts of each locale, not the message files', () => {
    expect(JSON.parse(process.env.GLOBAL_ERROR_TEXTS ?? '')).toEqual({
      en: en.Error,
      fr: fr.Error,
    });
  });

  it('speaks English on English paths, with a way home and without the error message', () => {
    const html = render('/contact');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1 class="text-3xl font-bold">Unexpected Application Error!</h1>');
    expect(html).toContain('<title>Unexpected Application Error!</title>');
    expect(html).toContain(en.Error.retry);
    expect(html).toContain(`href="/"`);
    expect(html).not.toContain('secret detail');
  });

  it('speaks French under /fr, and links to the French home', () => {
    const html = render('/fr/contact');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Erreur inattendue de l’application !');
    expect(html).toContain(fr.Error.retry);
    expect(html).toContain(`href="/fr"`);
  });

  it('falls back to English when the path is unknown', () => {
    expect(render(null)).toContain('<html lang="en">');
  });
});
