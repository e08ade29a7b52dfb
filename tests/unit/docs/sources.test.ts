import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { governmentFees, governmentRates } from '@/lib/catalogue/government-fees';

const root = process.cwd();
const sources = readFileSync(path.join(root, 'docs', 'sources.md'), 'utf8');
const listed = new Set([...sources.matchAll(/^- \*\*(S[-A-Za-z0-9. ]+?)\*\*/gm)].map((m) => m[1]));

/** Every `[Snn]` tag in the project's code, migrations and messages, with where it is. */
function citations(): Map<string, string> {
  const files = execSync(
    'git ls-files -co --exclude-standard -- lib components app supabase messages scripts',
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|sql|json)$/.test(file));
  const found = new Map<string, string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed but deleted in the working tree
    }
    for (const match of text.matchAll(/\[(S(?:\d+[a-z]?|-[A-Za-z0-9.]+))\]/g))
      if (!found.has(match[1]!)) found.set(match[1]!, file);
  }
  return found;
}

describe('docs/sources.md', () => {
  it('lists each source once', () => {
    const ids = [...sources.matchAll(/^- \*\*(S[-A-Za-z0-9. ]+?)\*\*/gm)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolves every source the code cites', () => {
    const cited = citations();
    expect(cited.size).toBeGreaterThan(50);
    const missing = [...cited]
      .filter(([id]) => !listed.has(id))
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('resolves the source of every government fee and rate', () => {
    const entries = [
      ...Object.values(governmentFees).flatMap((fees) => Object.values(fees)),
      ...Object.values(governmentRates).flatMap((rates) => Object.values(rates)),
    ];
    for (const { source } of entries as { source: string }[])
      for (const id of source.match(/S(?:\d+[a-z]?|-[A-Za-z0-9.]+)/g) ?? [])
        expect([source, listed.has(id)]).toEqual([source, true]);
  });
});
