// Makes sure a Chromium is there: the path in CHROMIUM_PATH, or Debian's package installed with apt
// when missing and we are root. Never a browser download. The browser tests run on the headless
// shell /usr/bin/chromium-headless-shell (package chromium-headless-shell, the same Chromium
// without the browser's own windows and pages), the benchmark on the full /usr/bin/chromium.
// The shell is the build Playwright itself runs headless tests on;
// the full /usr/bin/chromium opened two pages of its own (the address bar's popups) in new
// processes for every test, and 24 page checks took 67 s on it against 44 s on the shell.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's packages: the tests' headless shell, and the full browser the benchmark runs. */
export const debianChromium = {
  tests: { debianPackage: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' },
  bench: { debianPackage: 'chromium', path: '/usr/bin/chromium' },
};

/** The browser's path (CHROMIUM_PATH, else the package's), installing the package if needed. */
export function ensureChromium({ debianPackage, path } = debianChromium.tests) {
  const chromiumPath = process.env.CHROMIUM_PATH || path;
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH points to ${chromiumPath}, which does not exist.`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing. Install Debian's package (sudo apt-get install ${debianPackage}) or set CHROMIUM_PATH.`,
    );
  }
  console.log(
    `Chromium is missing: installing Debian's package (apt-get install ${debianPackage})...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`apt-get update -qq && apt-get install -y -qq ${debianPackage}`, {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(chromiumPath))
    throw new Error(`apt installed ${debianPackage} but ${chromiumPath} is absent.`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
