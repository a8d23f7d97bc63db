// Contact details kept on the device (spec 3, 4, 9), never the message; storage failures only warn.
import { browserStorage } from "../browser-storage.ts";

export const SAVED_CONTACT_KEY = "khanyisa:contact-details";
export const SAVED_FIELDS = ["name", "email", "phone", "company"] as const;

type SavedContact = Record<(typeof SAVED_FIELDS)[number], string>;

/** True when at least one of the four fields holds more than white space. */
export function worthSaving(fields: SavedContact): boolean {
  return SAVED_FIELDS.some((field) => fields[field].trim() !== "");
}

const pick = (record: Record<string, unknown>) =>
  Object.fromEntries(
    SAVED_FIELDS.map((field) => {
      const value = record[field];
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as SavedContact;

/** The saved details, or null when there are none, they are unreadable, or storage is blocked. */
export function readSavedContact(): SavedContact | null {
  try {
    const raw = browserStorage("localStorage")?.getItem(SAVED_CONTACT_KEY);
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null) {
      const saved = pick(parsed as Record<string, unknown>);
      return worthSaving(saved) ? saved : null;
    }
    console.warn("Ignoring saved contact details in an unknown format.");
  } catch (error) {
    console.warn("Could not read the saved contact details.", error);
  }
  return null;
}

/** Saves the four fields when one is worth saving; returns whether they were saved. */
export function saveContact(fields: SavedContact): boolean {
  const storage = browserStorage("localStorage");
  if (!worthSaving(fields) || !storage) return false;
  try {
    storage.setItem(SAVED_CONTACT_KEY, JSON.stringify(pick(fields)));
    return true;
  } catch (error) {
    console.warn("Could not save the contact details.", error);
    return false;
  }
}

export function clearSavedContact(): void {
  try {
    browserStorage("localStorage")?.removeItem(SAVED_CONTACT_KEY);
  } catch (error) {
    console.warn("Could not clear the saved contact details.", error);
  }
}
