import { expect, test } from '@playwright/test';
import { careerOpenings } from '@/lib/public-forms/careers/openings';

// Every public page's status, language and single h1 are checked from its HTML in seo.spec.ts.
test('an unknown article is a 404, not an empty page', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
});

test.describe('home page', () => {
  test('shows its sections in the order of the spec', async ({ page }) => {
    await page.goto('/');
    // The navigation above the page's own sections, the footer below them.
    const order = await page
      .locator('body > header, main section[data-testid^="home-"], body > footer')
      .evaluateAll((parts) =>
        parts.map((part) => part.getAttribute('data-testid') ?? part.localName),
      );
    expect(order).toEqual([
      'header',
      'home-hero',
      'home-solutions',
      'home-steps',
      'home-coverage',
      'home-services',
      'home-testimonials',
      'home-boring',
      'home-cta',
      'home-faq',
      'footer',
    ]);
    await expect(page.locator('#trusted-section')).toHaveAttribute('data-testid', 'home-coverage');
  });

  test('hero links to the jurisdiction choice and pricing, with the only priority image', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByTestId('home-hero');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/select-jurisdiction',
    );
    await expect(hero.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // Only the hero image is preloaded and loaded eagerly; every other image waits to be scrolled to.
    const preloads = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href') ?? ''),
      );
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('hero');
    await expect(hero.locator('img')).not.toHaveAttribute('loading', 'lazy');
    // The largest paint of a phone's first screen is fetched ahead of the scripts.
    await expect(hero.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    const others = await page
      .locator('main img')
      .evaluateAll((imgs) =>
        imgs
          .filter((img) => !img.closest('[data-testid="home-hero"]'))
          .map((img) => img.getAttribute('loading')),
      );
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((loading) => loading === 'lazy')).toBe(true);
  });

  test('names the four solutions and the three steps', async ({ page }) => {
    await page.goto('/');
    for (const name of [
      'Business Formation',
      'Hire-to-Payroll Launchpad',
      'Boardroom-in-a-Box',
      'Raise & Structure',
    ]) {
      await expect(page.getByTestId('home-solutions').getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByTestId('home-steps').locator('ol > li')).toHaveCount(3);
  });

  test('shows testimonials with accessible star ratings, and one cites a 5-day turnaround', async ({
    page,
  }) => {
    await page.goto('/');
    const testimonials = page.getByTestId('testimonial');
    await expect(testimonials).toHaveCount(4);
    await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(1);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await expect(page.getByTestId('home-testimonials')).toContainText('5 days');
    await expect(testimonials.first()).toContainText('Founder, Kobo Crafts');
    await expect(testimonials.first()).toContainText('Nigeria');
  });

  test('offers the boring-stuff trio and the statistics', async ({ page }) => {
    await page.goto('/');
    const trio = page.getByTestId('home-boring');
    await expect(trio.getByRole('heading', { name: 'We Handle the Boring Stuff' })).toBeVisible();
    await expect(trio.getByRole('link', { name: 'Compare packages' })).toHaveAttribute(
      'href',
      '/compare',
    );
    await expect(trio.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
      'href',
      '/help',
    );
    await expect(trio.getByRole('link', { name: /^Call \+234/ })).toHaveAttribute(
      'href',
      /^tel:\+234/,
    );
    const cta = page.getByTestId('home-cta');
    for (const text of ['10 min', '99.9%', '95%', 'No office visit'])
      await expect(cta).toContainText(text);
  });

  test('fades the service cards in one after another, 150 ms apart', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('service-card');
    await expect(cards.first()).toHaveAttribute('data-reveal', 'waiting');
    await expect(cards.first()).toHaveCSS('opacity', '0');
    const before = await cards.first().boundingBox();
    await page.getByTestId('home-services').scrollIntoViewIfNeeded();
    await expect(cards.first()).toHaveAttribute('data-reveal', 'shown');
    // The first row of four came into view together: each starts 150 ms after the one before.
    const delays = await cards.evaluateAll((els) =>
      els.map((el) => (el as HTMLElement).style.animationDelay),
    );
    expect(delays.slice(0, 4)).toEqual(['0ms', '150ms', '300ms', '450ms']);
    await expect(cards.first()).toHaveCSS('animation-name', 'service-card-reveal');
    await expect(cards.first()).toHaveCSS('opacity', '1');
    const after = await cards.first().boundingBox();
    const scroll = await page.evaluate(() => window.scrollY);
    // Same place in the document: the reveal moves nothing in the layout.
    expect(Math.round(after!.y + scroll)).toBe(Math.round(before!.y));
  });

  test('on a phone, where the cards come into view one or two at a time, none waits for the ones before', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const cards = page.getByTestId('service-card');
    await expect(cards.first()).toHaveAttribute('data-reveal', 'waiting');
    // Scroll down as a reader does, until the last card has come into view.
    await expect(async () => {
      await page.mouse.wheel(0, 250);
      await expect(cards.last()).toHaveAttribute('data-reveal', 'shown', { timeout: 150 });
    }).toPass({ intervals: [100] });
    const delays = await cards.evaluateAll((els) =>
      els.map((el) => parseInt((el as HTMLElement).style.animationDelay, 10)),
    );
    // Counted over the whole list, the eighth card would wait 1050 ms after it came into view.
    expect(delays).toHaveLength(8);
    expect(Math.max(...delays)).toBeLessThanOrEqual(300);
  });

  test('does not animate the cards under prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('home-services').scrollIntoViewIfNeeded();
    const card = page.getByTestId('service-card').first();
    await expect(card).toHaveCSS('opacity', '1');
    await expect(card).toHaveAttribute('data-reveal', '');
    await expect(card).toHaveCSS('animation-name', 'none');
    await context.close();
  });

  test('a below-the-fold image that fails shows a Loading... placeholder and logs the failure', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/_next\/image\?url=%2F_next%2Fstatic%2Fmedia%2Fworld-coverage/, (route) =>
      route.abort(),
    );
    await page.goto('/');
    await page.locator('#trusted-section').scrollIntoViewIfNeeded();
    const fallback = page.locator('#trusted-section').getByTestId('image-fallback');
    await expect(fallback).toHaveText('Loading...');
    await expect(fallback).toHaveAttribute('role', 'img');
    expect(errors.some((e) => e.includes('[image] failed to load'))).toBe(true);
  });
});

test.describe('images', () => {
  test('an image that failed before the page hydrated still gets its placeholder', async ({
    browser,
  }) => {
    // A tall screen puts the about page's image in view at once, and the scripts are held back
    // until the page has seen the image fail, so it fails before React has attached its handler.
    // (A fixed delay was not enough on a loaded machine: the image sometimes failed later.)
    const context = await browser.newContext({ viewport: { width: 1280, height: 2400 } });
    const page = await context.newPage();
    let reportFailure = () => {};
    const failureSeen = new Promise<void>((resolve) => (reportFailure = resolve));
    await page.exposeFunction('reportImageFailure', () => reportFailure());
    await page.addInitScript(() => {
      window.addEventListener(
        'error',
        (event) => {
          if (!(event.target instanceof HTMLImageElement)) return;
          const state = window as { imageFailedAt?: number; reportImageFailure?: () => void };
          state.imageFailedAt ??= performance.now();
          state.reportImageFailure?.();
        },
        true,
      );
    });
    await page.route(/_next\/image\?url=%2F_next%2Fstatic%2Fmedia%2Fabout-team/, (route) =>
      route.abort(),
    );
    await page.route(/_next\/static\/chunks\/.*\.js$/, async (route) => {
      // At most 15 s, so a page that never shows the image cannot hang the test.
      await Promise.race([failureSeen, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await route.continue();
    });
    await page.goto('/about');
    await expect(page.getByTestId('image-fallback')).toHaveText('Loading...');
    const { failedAt, firstScriptAt } = await page.evaluate(() => ({
      failedAt: (window as { imageFailedAt?: number }).imageFailedAt,
      firstScriptAt: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'),
          )
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      ),
    }));
    // The precondition: the failure came before any script had arrived, so no handler saw it.
    expect(failedAt).toBeLessThan(firstScriptAt);
    await context.close();
  });
});

test.describe('FAQ', () => {
  test('shows no tabs when the FAQ has one category (home)', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByTestId('home-faq');
    await expect(faq.getByTestId('faq-item')).toHaveCount(4);
    await expect(faq.getByRole('tablist')).toHaveCount(0);
  });

  test('shows category tabs with the first selected when there are several (/faq)', async ({
    page,
  }) => {
    await page.goto('/faq');
    const tabs = page.getByRole('tablist', { name: 'FAQ topics' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toContainText('What does Registra do?');
    await tabs.nth(2).click();
    await expect(page.getByRole('tabpanel')).toContainText('Why do prices show two amounts?');
  });

  test('opens only one answer at a time', async ({ page }) => {
    await page.goto('/faq');
    const question = (text: string) => page.locator('summary', { hasText: text });
    const item = (text: string) => page.getByTestId('faq-item').filter({ has: question(text) });
    const first = item('What does Registra do?');
    const second = item('Which countries do you cover?');
    await question('What does Registra do?').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(page.getByText('We register businesses and keep them compliant.')).toBeVisible();
    await question('Which countries do you cover?').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await expect(page.getByText('We register businesses and keep them compliant.')).toBeHidden();
    await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(1);
  });

  test('works from the keyboard: arrows move between tabs, Tab reaches questions, Enter and Space toggle', async ({
    page,
  }) => {
    await page.goto('/faq');
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    // End and Home jump to the last and first tabs; ArrowLeft wraps from the first to the last.
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const firstQuestion = page.locator('summary', { hasText: 'How long does registration take?' });
    await expect(firstQuestion).toBeFocused();
    await page.keyboard.press('Tab');
    const secondQuestion = page.locator('summary', { hasText: 'What documents do I need?' });
    await expect(secondQuestion).toBeFocused();
    const secondItem = page.getByTestId('faq-item').filter({ has: secondQuestion });
    await page.keyboard.press('Enter');
    await expect(secondItem).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(secondItem).not.toHaveAttribute('open');
  });

  test('renders answers as formatted HTML with their links', async ({ page }) => {
    await page.goto('/fr/faq');
    await page.getByRole('tab', { name: 'Immatriculation et documents' }).click();
    await page
      .locator('summary', { hasText: 'Combien de temps prend l’immatriculation ?' })
      .click();
    await expect(page.getByRole('link', { name: 'comparaison des formules' })).toHaveAttribute(
      'href',
      '/fr/compare',
    );
  });
});

test.describe('help centre', () => {
  test('filters the questions as the visitor types and says how many match', async ({ page }) => {
    await page.goto('/help');
    const items = page.locator('[data-help-item]');
    const total = await items.count();
    expect(total).toBe(16);
    await page.getByLabel('Search the help articles').fill('beneficial');
    await expect(page.locator('[data-help-item]:visible')).toHaveCount(1);
    await expect(page.locator('[data-help-item]:visible')).toContainText(
      'beneficial ownership (BOI)',
    );
    await expect(page.getByRole('status')).toHaveText('1 question matches');
    await page.getByLabel('Search the help articles').fill('annual return');
    await expect(page.getByRole('status')).toHaveText(/\d+ questions match/);
    await page.getByLabel('Search the help articles').fill('zzzz');
    await expect(page.locator('[data-help-item]:visible')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('No question matches');
    await page.getByLabel('Search the help articles').fill('');
    await expect(page.locator('[data-help-item]:visible')).toHaveCount(total);
  });

  test('lists the contact options and the support hours', async ({ page }) => {
    await page.goto('/fr/help');
    await expect(
      page.getByRole('link', { name: '+234 201 330 4500', exact: true }),
    ).toHaveAttribute('href', 'tel:+2342013304500');
    await expect(
      page.getByRole('link', { name: 'hello@registra.example', exact: true }),
    ).toHaveAttribute('href', 'mailto:hello@registra.example');
    await expect(page.getByRole('link', { name: 'Nous envoyer un message' })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
    await expect(page.getByTestId('support-hours')).toHaveText(
      'Du lundi au vendredi, de 08 h à 18 h, heure d’Afrique de l’Ouest (WAT)',
    );
  });
});

test.describe('legal, careers and blog', () => {
  for (const path of ['/privacy', '/terms', '/legal', '/fr/privacy']) {
    test(`${path} names the data-protection laws of every market`, async ({ page }) => {
      await page.goto(path);
      const text = await page.locator('main').innerText();
      for (const law of ['NDPA', 'Act 843', 'POPIA', 'UK GDPR', 'PIPEDA'])
        expect(text).toContain(law);
    });
  }

  test('careers lists every opening with a link to apply for it', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByTestId('career-opening')).toHaveCount(careerOpenings.length);
    await expect(
      page.getByRole('link', { name: /^Apply ?: Compliance Associate$/ }),
    ).toHaveAttribute('href', '/careers/apply?opening=compliance-associate-accra');
  });

  test('the blog lists three articles, each at its own URL', async ({ page }) => {
    await page.goto('/fr/blog');
    await expect(page.getByTestId('blog-card')).toHaveCount(3);
    await page.getByRole('link', { name: /Delaware, Wyoming ou Texas/ }).click();
    await expect(page).toHaveURL(/\/fr\/blog\/delaware-wyoming-or-texas-llc$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Delaware, Wyoming ou Texas',
    );
  });
});
