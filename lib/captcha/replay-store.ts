/**
 * Challenge ids already redeemed, kept until their challenge expires (after that the signed
 * expiry refuses the payload anyway). In memory: exact for one server process; with several
 * instances, back this interface with a shared store.
 */
export interface UsedChallengeStore {
  /** Records `id` as used until `expiresAtMs`; false when it was already used. Synchronous, hence atomic. */
  claim(id: string, expiresAtMs: number, now?: number): boolean;
  size(): number;
}

export function createUsedChallengeStore(maxEntries = 100_000): UsedChallengeStore {
  const used = new Map<string, number>();
  function sweep(now: number) {
    for (const [id, expiresAt] of used) if (expiresAt <= now) used.delete(id);
  }
  return {
    claim(id, expiresAtMs, now = Date.now()) {
      const known = used.get(id);
      if (known !== undefined && known > now) return false;
      if (used.size >= maxEntries) sweep(now);
      // Still full of live entries: refuse rather than forget one that could then be replayed.
      if (used.size >= maxEntries) return false;
      used.set(id, expiresAtMs);
      return true;
    },
    size: () => used.size,
  };
}
