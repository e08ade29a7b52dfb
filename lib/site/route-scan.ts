import { readdirSync } from 'node:fs';
import path from 'node:path';

// Files that make their folder a route: pages, route handlers and the generated metadata images
// (which are served at their own name, e.g. /opengraph-image).
const routeFile = /^(page|route)\.(tsx|ts|jsx|js|mdx)$/;
const metadataRouteFile = /^(opengraph-image|twitter-image|icon|apple-icon)\.(tsx|ts|jsx|js)$/;

/**
 * The URL patterns of every route under `dir` (app/[locale]): `/`, `/faq`, `/blog/[slug]`,
 * `/opengraph-image`. Route groups `(name)` add no segment; private folders `_name` and parallel
 * slots `@name` are not URLs. Read at build time by next.config.ts; the proxy matches against the
 * result (lib/site/routes.ts).
 */
export function scanRoutes(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const name = entry.name;
      if (name.startsWith('_') || name.startsWith('@')) continue;
      const segment = name.startsWith('(') && name.endsWith(')') ? '' : `/${name}`;
      found.push(...scanRoutes(path.join(dir, name), prefix + segment));
    } else if (routeFile.test(entry.name)) {
      found.push(prefix || '/');
    } else {
      const image = metadataRouteFile.exec(entry.name);
      if (image) found.push(`${prefix}/${image[1]}`);
    }
  }
  return [...new Set(found)].sort();
}
