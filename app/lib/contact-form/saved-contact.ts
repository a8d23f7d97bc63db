// The contact details kept on the visitor's device (spec sections 3, 4 and 9), never the subject or
// message. A storage failure is logged as a warning and never breaks the form.
import { browserStorage } from "../browser-storage.ts";

export const SAVED_CONTACT_KEY = "khanyisa:contact-details";
export const SAVED_FIELDS = ["name", "email", "phone", "company"] as const;

type SavedField = (typeof SAVED_FIELDS)[number];
export type SavedContact = Record<SavedField, string>;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const defaultStorage = (): StorageLike | undefined =>
  browserStorage("localStorage");

/** True when at least one of the four fields holds more than white space. */
export function worthSaving(fields: SavedContact): boolean {
  return SAVED_FIELDS.some((field) => fields[field].trim() !== "");
}

/** The saved details, or null when there are none, they are unreadable, or storage is blocked. */
export function readSavedContact(
  storage: StorageLike | undefined = defaultStorage(),
): SavedContact | null {
  try {
    const raw = storage?.getItem(SAVED_CONTACT_KEY);
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      const saved = Object.fromEntries(
        SAVED_FIELDS.map((field) => [
          field,
          typeof record[field] === "string" ? record[field] : "",
        ]),
      ) as SavedContact;
      return worthSaving(saved) ? saved : null;
    }
    console.warn("Ignoring saved contact details in an unknown format.");
  } catch (error) {
    console.warn("Could not read the saved contact details.", error);
  }
  return null;
}

/** Saves the four fields when one is worth saving; returns whether they were saved. */
export function saveContact(
  fields: SavedContact,
  storage: StorageLike | undefined = defaultStorage(),
): boolean {
  if (!worthSaving(fields) || !storage) return false;
  const saved = Object.fromEntries(
    SAVED_FIELDS.map((field) => [field, fields[field]]),
  );
  try {
    storage.setItem(SAVED_CONTACT_KEY, JSON.stringify(saved));
    return true;
  } catch (error) {
    console.warn("Could not save the contact details.", error);
    return false;
  }
}

export function clearSavedContact(
  storage: StorageLike | undefined = defaultStorage(),
): boolean {
  try {
    storage?.removeItem(SAVED_CONTACT_KEY);
    return true;
  } catch (error) {
    console.warn("Could not clear the saved contact details.", error);
    return false;
  }
}
