// Section of `npm run bench`: issue 4's budget for the public pages /, /nigeria, /pricing and
// /faq. For each: first-load JS against the bare page (target ≤ 1.25x), HTML gzipped (target
// ≤ 60 kB), and a Lighthouse run (mobile preset, the default config; Debian's Chromium) with
// performance ≥ 95 and accessibility, best practices and SEO at 100 as targets.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const pages = ['/', '/nigeria', '/pricing', '/faq'];
const targets = { jsRatioMax: 1.25, htmlGzipKbMax: 60, performanceMin: 95, otherMin: 100 };

export async function run({ baseUrl, chromiumPath, measureHtml, measureFirstLoadJs, results, log }) {
  const bareJs = results.pages['bare page']?.jsGzipBytes;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const path of pages) {
      const url = new URL(path, baseUrl).href;
      const js = await measureFirstLoadJs(url);
      const html = await measureHtml(url);
      log(`lighthouse ${path}`);
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const row = {
        page: path,
        firstLoadJsKb: +(js.jsGzipBytes / 1024).toFixed(1),
        jsRatio: bareJs ? +(js.jsGzipBytes / bareJs).toFixed(3) : null,
        htmlGzipKb: +(html.htmlGzipBytes / 1024).toFixed(1),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      };
      // Which audits cost points outside performance, so a miss says what to fix.
      row.failedAudits = ['accessibility', 'best-practices', 'seo']
        .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
        .join(' ');
      row.meetsBudget =
        (row.jsRatio === null || row.jsRatio <= targets.jsRatioMax) &&
        row.htmlGzipKb <= targets.htmlGzipKbMax &&
        row.performance >= targets.performanceMin &&
        row.accessibility >= targets.otherMin &&
        row.bestPractices >= targets.otherMin &&
        row.seo >= targets.otherMin;
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
