/** Test helpers shared by the contact form's unit tests (imported by tests only, never bundled). */
import { vi } from "vitest";

import { track as trackEvent } from "../analytics";
import {
  ContactFormController,
  type FieldName,
} from "./contact-form-controller";
import { openMailClient as openMail } from "./mailto";

const TO = "info@khanyisa.example";

/** A Storage in memory whose methods are spies. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  };
}

export const saved = {
  name: "Thandi",
  email: "thandi@example.co.za",
  phone: "+27 82 000 0000",
  company: "Acme",
};

/**
 * A controller on memory storage (as `localStorage`, unstubbed by the test), at a fixed time; the
 * test file mocks `track` and `openMailClient` and turns on fake timers.
 */
export function setUp({ storage = memoryStorage() } = {}) {
  vi.stubGlobal("localStorage", storage);
  vi.setSystemTime(new Date("2025-09-19T08:00:00.000Z"));
  const track = vi.mocked(trackEvent);
  const openMailClient = vi.mocked(openMail);
  track.mockReset();
  openMailClient.mockReset();
  const form = new ContactFormController(TO);
  const fill = (values: Partial<Record<FieldName, string>>) => {
    for (const [field, value] of Object.entries(values))
      form.change(field as FieldName, value);
  };
  const events = (name: string) =>
    track.mock.calls.filter((call) => call[0] === name).map((call) => call[1]);
  return { form, storage, openMailClient, track, fill, events };
}

/** Every required field filled. */
export const complete = {
  name: "Thandi",
  email: "thandi@example.co.za",
  subject: "A portal",
  message: "We need a portal.",
};
