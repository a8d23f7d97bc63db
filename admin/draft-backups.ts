/**
 * Decap's undated local copy of an entry, offered after the file was published again, undid the
 * publish when restored; Decap cannot turn the copies off, so the editor forgets them on opening.
 */

// localforage's database and store as Decap uses them; its copies are keyed "backup…".
const DATABASE = "localforage";
const STORE = "keyvaluepairs";

/** Deletes Decap's local copies of entries; resolves once they are gone (or there were none). */
export function forgetDraftBackups(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE);
    // No database yet: leave its making to localforage.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(STORE)) {
        database.close();
        resolve();
        return;
      }
      const transaction = database.transaction(STORE, "readwrite");
      transaction
        .objectStore(STORE)
        .delete(IDBKeyRange.bound("backup", "backup\uffff"));
      transaction.oncomplete =
        transaction.onerror =
        transaction.onabort =
          () => {
            database.close();
            resolve();
          };
    };
  });
}
