import { expect, test } from '@playwright/test';

// The other specs block the worker (playwright.config.ts); here it runs.
test.use({ serviceWorkers: 'allow' });

test.describe('service worker', () => {
  test('registers /serviceWorker.js with scope / once the page is idle', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, script: reg.active?.scriptURL };
    });
    expect(registration.scope).toBe(`${baseURL}/`);
    expect(registration.script).toBe(`${baseURL}/serviceWorker.js`);
  });

  test('registers from an idle callback that waits at most 2000 ms', async ({ page }) => {
    await page.addInitScript(() => {
      // Record each idle callback's timeout, and whether registration ran inside one.
      const w = window as unknown as { idle: { timeout?: number; registered: boolean }[] };
      w.idle = [];
      const original = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) => {
        const entry = { timeout: options?.timeout, registered: false };
        w.idle.push(entry);
        return original((deadline) => {
          const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
          navigator.serviceWorker.register = (...args: Parameters<typeof register>) => {
            entry.registered = true;
            return register(...args);
          };
          try {
            callback(deadline);
          } finally {
            navigator.serviceWorker.register = register;
          }
        }, options);
      };
    });
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const idle = await page.evaluate(
      () => (window as unknown as { idle: { timeout?: number; registered: boolean }[] }).idle,
    );
    expect(idle.filter((entry) => entry.registered)).toEqual([{ timeout: 2000, registered: true }]);
  });

  test('waits for idle time (or 1 s without requestIdleCallback) before registering', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Simulate a browser without idle callbacks and record when registration happens.
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      const original = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args: Parameters<typeof original>) => {
        (window as unknown as { registeredAt: number }).registeredAt = performance.now();
        return original(...args);
      };
    });
    await page.goto('/');
    await page.waitForFunction(() => 'registeredAt' in window);
    const timing = await page.evaluate(() => ({
      registeredAt: (window as unknown as { registeredAt: number }).registeredAt,
      interactive: performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming,
    }));
    expect(timing.registeredAt - timing.interactive.domInteractive).toBeGreaterThanOrEqual(1000);
  });

  test('answers CACHE_NEW_IMAGE with CACHE_UPDATED and keeps the image in its cache', async ({
    page,
  }) => {
    await page.goto('/');
    const reply = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const url = '/images/logo.png';
      const channel = new MessageChannel();
      const answer = new Promise<{ type: string; url: string }>((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data);
      });
      reg.active!.postMessage({ type: 'CACHE_NEW_IMAGE', url }, [channel.port2]);
      const data = await answer;
      const cached = await caches.match(url);
      return { ...data, cachedType: cached?.headers.get('content-type') ?? null };
    });
    expect(reply.type).toBe('CACHE_UPDATED');
    expect(new URL(reply.url).pathname).toBe('/images/logo.png');
    expect(reply.cachedType).toBe('image/png');
  });

  test('is asked to keep each image the page loads, and confirms it', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { workerReplies: { type: string; url: string }[] };
      w.workerReplies = [];
      navigator.serviceWorker.addEventListener('message', (event) =>
        w.workerReplies.push(event.data),
      );
    });
    await page.goto('/about');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Messages reach the worker from a page it controls: the second visit is one.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const image = page.getByRole('img', { name: /team/i });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { workerReplies: { type: string; url: string }[] }).workerReplies,
        ),
      )
      .toContainEqual({ type: 'CACHE_UPDATED', url: src });
  });

  test('refuses to fetch images from other sites on request', async ({ page }) => {
    await page.goto('/');
    const reply = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const channel = new MessageChannel();
      const answer = new Promise<{ type: string; reason: string }>((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data);
      });
      reg.active!.postMessage({ type: 'CACHE_NEW_IMAGE', url: 'https://evil.example/x.png' }, [
        channel.port2,
      ]);
      return answer;
    });
    expect(reply).toMatchObject({ type: 'CACHE_FAILED', reason: 'cross-origin' });
  });

  test('serves the offline page, in the visitor’s language, for a page never visited when the network is gone', async ({
    page,
    context,
  }) => {
    await page.goto('/fr');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker controls the page only after activation; reload once so navigations go through it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    await page.goto('/fr/careers');
    await expect(page.getByTestId('offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
    await page.goto('/fr');
    // A page seen before comes from the cache instead.
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await context.setOffline(false);
  });

  test('stores what the offline pages load once each, without the polyfills for browsers without modules', async ({
    page,
    context,
  }) => {
    const fetchedByWorker: string[] = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.serviceWorker() && pathname.startsWith('/_next/static/'))
        fetchedByWorker.push(pathname);
    });
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // What the two offline pages load: their stylesheets and scripts, the noModule ones apart.
    const loaded = new Set<string>();
    const polyfills = new Set<string>();
    for (const path of ['/offline', '/fr/offline']) {
      const html = await (await page.request.get(path)).text();
      for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
        const asset = /\s(?:href|src)="(\/_next\/static\/[^"]+)"/.exec(tag)?.[1];
        if (asset) (/\snoModule\b/i.test(tag) ? polyfills : loaded).add(asset);
      }
    }
    expect(loaded.size).toBeGreaterThan(1);
    expect(polyfills.size).toBeGreaterThan(0);

    const cached = await page.evaluate(async () => {
      const cache = await caches.open('static-v1');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached).toEqual(expect.arrayContaining([...loaded]));
    for (const polyfill of polyfills) expect(cached).not.toContain(polyfill);
    // Both offline pages load the shared files, yet the worker fetched each of them once. (Once
    // the worker controls the page it may fetch and keep more; those are fetched once too.)
    expect(fetchedByWorker).toEqual(expect.arrayContaining([...loaded]));
    expect(fetchedByWorker).toHaveLength(new Set(fetchedByWorker).size);
  });

  test('keeps public pages for offline use but never the sign-in or account pages', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto('/about');
    await page.goto('/signin');
    const cached = await page.evaluate(async () => {
      const cache = await caches.open('pages-v1');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached).toContain('/about');
    expect(cached).not.toContain('/signin');
  });
});
