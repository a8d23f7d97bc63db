// The contact form's behaviour without its markup (spec sections 4, 5, 7 and 9).
import { useEffect, useState, useSyncExternalStore } from "react";

import { track } from "../analytics";
import { buildContactMailto, openMailClient } from "./mailto";
import {
  clearSavedContact,
  readSavedContact,
  saveContact,
  SAVED_FIELDS,
} from "./saved-contact";

export const AUTOSAVE_DELAY_MS = 1_000;
export const RESTORED_BANNER_MS = 3_000;
export const CLEARED_MESSAGE_MS = 3_000;
export const RESET_DELAY_MS = 5_000;
const FORM_NAME = "contact";

export const REQUIRED_FIELDS = ["name", "email", "subject", "message"] as const;

const EMPTY_MESSAGE = {
  name: "",
  email: "",
  company: "",
  phone: "",
  subject: "",
  message: "",
};
export type ContactMessage = typeof EMPTY_MESSAGE;

const initialState = {
  values: EMPTY_MESSAGE,
  submitting: false,
  status: "none" as "none" | "invalid" | "sent" | "failed",
  /** Required fields left empty at the last submit, while they stay empty. */
  missing: [] as FieldName[],
  restoredBanner: false,
  clearedMessage: false,
  /** Whether this device holds saved details (offers "clear saved data"). */
  hasSavedData: false,
};
type ContactFormState = typeof initialState;
export type FieldName = keyof ContactMessage;

/** The form's state and actions, wired to the browser's storage, timers and mail client. */
export function useContactForm(to: string) {
  const [form] = useState(() => new ContactFormController(to));
  const state = useSyncExternalStore(
    form.subscribe,
    form.getState,
    form.getState,
  );
  useEffect(() => {
    form.restore();
    return () => form.dispose();
  }, [form]);
  return [state, form] as const;
}

export function missingRequired(values: ContactMessage): FieldName[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === "");
}

export class ContactFormController {
  private state = initialState;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private started = false;
  private readonly committed = new Map<FieldName, string>();
  private readonly to: string;

  constructor(to: string) {
    this.to = to;
  }

  getState = (): ContactFormState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  restore(): void {
    const saved = readSavedContact();
    if (!saved) return;
    this.update({
      values: { ...this.state.values, ...saved, subject: "", message: "" },
      restoredBanner: true,
      hasSavedData: true,
    });
    for (const field of SAVED_FIELDS) this.committed.set(field, saved[field]);
    this.later("restored", RESTORED_BANNER_MS, () =>
      this.update({ restoredBanner: false }),
    );
  }

  change(field: FieldName, value: string): void {
    if (!this.started) {
      this.started = true;
      track("form_start", { form_name: FORM_NAME });
    }
    const values = { ...this.state.values, [field]: value };
    const missing = this.state.missing.length ? missingRequired(values) : [];
    this.update({
      values,
      missing,
      status:
        this.state.status === "invalid" && missing.length === 0
          ? "none"
          : this.state.status,
    });
    if ((SAVED_FIELDS as readonly string[]).includes(field))
      this.later("autosave", AUTOSAVE_DELAY_MS, () => this.autosave());
  }

  /** The field lost focus: one "field change" event when its value changed since the last one. */
  commit(field: FieldName): void {
    const value = this.state.values[field];
    if ((this.committed.get(field) ?? "") === value) return;
    this.committed.set(field, value);
    track("user_action", {
      action: "form_field_change",
      context: `${FORM_NAME}_form`,
      field,
      filled: value.trim() !== "",
      timestamp: new Date().toISOString(),
    });
  }

  /** Returns the fields to correct (empty when the form was sent or is already sending). */
  submit(): FieldName[] {
    if (this.state.submitting) return [];
    const missing = missingRequired(this.state.values);
    if (missing.length) {
      this.update({ status: "invalid", missing });
      track("form_submit", {
        form_name: FORM_NAME,
        success: false,
        error_message: "required_fields_missing",
      });
      return missing;
    }
    this.update({ submitting: true, status: "none", missing: [] });
    try {
      openMailClient(buildContactMailto(this.to, this.state.values));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.update({ submitting: false, status: "failed" });
      track("form_submit", {
        form_name: FORM_NAME,
        success: false,
        error_message: message,
      });
      track("error", {
        error_message: message,
        error_context: `${FORM_NAME}_form_submit`,
        fatal: false,
      });
      return [];
    }
    this.update({ status: "sent" });
    track("form_submit", { form_name: FORM_NAME, success: true });
    this.later("reset", RESET_DELAY_MS, () => this.reset());
    return [];
  }

  /** Removes the saved details (the fields keep what they show), with a message for 3 s. */
  clearSaved(): void {
    this.cancel("autosave");
    clearSavedContact();
    this.update({
      hasSavedData: false,
      restoredBanner: false,
      clearedMessage: true,
    });
    track("user_action", {
      action: "clear_saved_data",
      context: `${FORM_NAME}_form`,
      timestamp: new Date().toISOString(),
    });
    this.later("cleared", CLEARED_MESSAGE_MS, () =>
      this.update({ clearedMessage: false }),
    );
  }

  /** Stops every timer; a pending autosave is written at once so no typing is lost. */
  dispose(): void {
    if (this.timers.has("autosave")) this.autosave();
    for (const name of [...this.timers.keys()]) this.cancel(name);
  }

  private reset(): void {
    this.committed.clear();
    this.update({
      values: EMPTY_MESSAGE,
      submitting: false,
      status: "none",
      missing: [],
    });
  }

  private autosave(): void {
    this.cancel("autosave");
    if (saveContact(this.state.values)) this.update({ hasSavedData: true });
  }

  private later(name: string, ms: number, callback: () => void): void {
    this.cancel(name);
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name);
        callback();
      }, ms),
    );
  }

  private cancel(name: string): void {
    clearTimeout(this.timers.get(name));
    this.timers.delete(name);
  }

  private update(patch: Partial<ContactFormState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
