/**
 * Where the wizards keep drafts in the browser (localStorage), and how they are forgotten. A
 * draft a signed-in customer typed carries their account id and is shown to no one else; every
 * draft is removed from the browser on sign-out (the signed-in customer's is on the server), and
 * with it the keys of the files it names and the token they were uploaded with.
 */
export const WIZARD_STORAGE_PREFIX = 'registra:wizard:';

/** Removes every wizard draft this browser holds. */
export function clearWizardDrafts(
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> = window.localStorage,
): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(WIZARD_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing kept to clear.
  }
}

/**
 * A new token for a draft's uploads before sign-in: 32 random bytes, base64url. The server keeps
 * only its SHA-256 with each file; whoever submits with the token gets the files (issue 29,
 * finding 3).
 */
export function newUploadToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
