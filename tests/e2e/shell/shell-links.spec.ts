import { expect, test } from '@playwright/test';
import { siteConfig } from '@/lib/config/site';

// Pages built by other issues may still answer 404: these tests assert where a link goes, not
// what the target renders.
const navLinks = [
  { name: 'Services', path: '/services' },
  { name: 'FAQ', path: '/faq' },
  { name: 'About', path: '/about' },
  { name: 'Careers', path: '/careers' },
  { name: 'Sign in', path: '/signin' },
];

const footerLinks = [
  { name: 'Ghana', path: '/ghana' },
  { name: 'Nigeria', path: '/nigeria' },
  { name: 'United Kingdom', path: '/uk' },
  { name: 'Canada', path: '/canada' },
  { name: 'South Africa', path: '/south-africa' },
  { name: 'United States', path: '/usa' },
  { name: 'About', path: '/about' },
  { name: 'Careers', path: '/careers' },
  { name: 'FAQ', path: '/faq' },
  { name: 'Compliance calendar', path: '/compliance-calendar' },
  { name: 'Privacy policy', path: '/privacy' },
  { name: 'Terms of service', path: '/terms' },
  { name: 'Legal notice', path: '/legal' },
];

test.describe('navigation bar', () => {
  test('lists the internal pages, the blog and Get Started with the right targets', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // 'Sign in' is the header's session link beside the navigation (it gives way to 'Account'
    // once signed in); the other pages are in the navigation itself.
    for (const link of navLinks) {
      const scope = link.name === 'Sign in' ? page.getByRole('banner') : nav;
      await expect(scope.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
        'href',
        link.path,
      );
    }
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'href',
      siteConfig.blogUrl,
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get Started' }),
    ).toHaveAttribute('href', '/select-jurisdiction');
  });

  for (const link of [...navLinks, { name: 'Get Started', path: '/select-jurisdiction' }]) {
    test(`following "${link.name}" lands on ${link.path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
    });
  }

  test('the brand link returns to the home page', async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('link', { name: `${siteConfig.name} home` }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('footer', () => {
  test('links every country, company and legal page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(footerLinks.map((link) => link.path));
  });

  for (const link of footerLinks) {
    test(`following "${link.name}" lands on ${link.path}`, async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: link.name, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(link.path);
    });
  }

  test('the phone is a tel: link and the e-mail a mailto: link with the site config values', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const phone = footer.locator('a[href^="tel:"]');
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute(
      'href',
      `tel:${siteConfig.contact.phone.replace(/\s/g, '')}`,
    );
    await expect(phone).toContainText(siteConfig.contact.phone);
    const email = footer.locator('a[href^="mailto:"]');
    await expect(email).toHaveCount(1);
    await expect(email).toHaveAttribute('href', `mailto:${siteConfig.contact.email}`);
    await expect(email).toContainText(siteConfig.contact.email);
  });

  test('shows the support hours, Monday to Friday 8 AM to 6 PM WAT', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(
      /Monday to Friday, 8\sAM to 6\sPM WAT/,
    );
  });
});

test('a route change scrolls back to the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await link.click();
  await expect(page).toHaveURL('/careers');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
