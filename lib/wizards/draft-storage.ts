/**
 * Where the wizards keep drafts in the browser (localStorage), and how they are forgotten. A
 * draft a signed-in customer typed carries their account id and is shown to no one else; every
 * draft is removed from the browser on sign-out (the signed-in customer's is on the server).
 */
export const WIZARD_STORAGE_PREFIX = 'registra:wizard:';

/** Removes every wizard draft this browser holds. */
export function clearWizardDrafts(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> = window.localStorage): void {
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
