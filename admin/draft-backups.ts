/**
 * Decap keeps a copy of the entry being edited in the browser (IndexedDB, through localforage)
 * and, when that entry is opened again, asks whether to restore it. The copy carries no date and
 * no version: found after the file was published again (by a colleague, or by this editor when
 * the page reloaded before Decap could drop it), it offered an older version whose "restore"
 * undid the publish. Decap has no setting to turn the copies off, so the editor forgets them
 * whenever it opens: a copy never outlives the visit that made it. Unsaved work is still guarded,
 * as Decap asks before a page with changes is left.
 */

// localforage's own database and store, which Decap uses as they come; its copies are
// "backup", "backup.<collection>" and "backup.<collection>.<entry>".
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
