import { nonceContentSecurityPolicy, staticContentSecurityPolicy } from '@/lib/security/csp';
import { isPersonalPage } from '@/lib/site/personal-pages';

describe('the Content-Security-Policy (issue 23, finding 7)', () => {
  it('gives personal pages a nonce and no unsafe-inline script', () => {
    const policy = nonceContentSecurityPolicy('abc123==');
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('keeps the prerendered public pages on the static policy', () => {
    expect(staticContentSecurityPolicy()).toContain("script-src 'self' 'unsafe-inline'");
  });

  it.each([
    '/signin',
    '/reset-password',
    '/account',
    '/account/applications/NG-CO-2026-000001',
    '/admin',
    '/admin/payments',
    '/nigeria-company-directors',
    '/nigeria-company-review',
    '/nigeria-company-payment',
    '/application-submitted',
    '/south-africa-registration/shareholders',
  ])('treats %s as personal', (path) => expect(isPersonalPage(path)).toBe(true));

  it.each(['/', '/pricing', '/nigeria', '/blog', '/faq', '/accounting', '/administrator'])(
    'treats %s as public',
    (path) => {
      expect(isPersonalPage(path)).toBe(false);
    },
  );
});
