import 'server-only';

const KEY = Symbol.for('registra.security.sweeps');
type Global = typeof globalThis & { [KEY]?: Map<string, number> };

/**
 * Runs `sweep` (a delete of expired rows) at most once per `intervalMs` in this process for
 * `name`: expired rows are harmless (every reader checks the expiry), so an occasional indexed
 * delete keeps the table small without a scheduled job. A failure is logged, never thrown: the
 * request that happened to trigger it has already done its own work.
 */
export async function sweepNowAndThen(
  name: string,
  sweep: () => Promise<unknown>,
  now: number,
  intervalMs = 60_000,
): Promise<void> {
  const g = globalThis as Global;
  const last = (g[KEY] ??= new Map());
  if (now - (last.get(name) ?? -Infinity) < intervalMs) return;
  last.set(name, now);
  try {
    await sweep();
  } catch (error) {
    console.error(`[security] sweeping ${name} failed:`, error);
  }
}
