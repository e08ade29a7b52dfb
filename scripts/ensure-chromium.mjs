// Makes sure a Chromium is there for the browser tests: the path in CHROMIUM_PATH, or Debian's
// /usr/bin/chromium, installed with apt when missing and we are root. Never a browser download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH points to ${chromiumPath}, which does not exist.`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium is missing. Install Debian\'s package (sudo apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  console.log('Chromium is missing: installing Debian\'s package (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (!existsSync(chromiumPath)) throw new Error(`apt installed chromium but ${chromiumPath} is absent.`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
