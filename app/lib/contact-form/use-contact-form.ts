import { useEffect, useState, useSyncExternalStore } from "react";

import { track } from "../analytics";
import {
  ContactFormController,
  type ContactFormState,
} from "./contact-form-controller";
import { openMailClient } from "./open-mail-client";

/** The contact form's state and actions, wired to the browser's storage, timers and mail client. */
export function useContactForm(
  to: string,
): [ContactFormState, ContactFormController] {
  const [form] = useState(
    () =>
      new ContactFormController({
        to,
        openMailClient,
        track,
      }),
  );
  const state = useSyncExternalStore(
    form.subscribe,
    form.getState,
    form.getState,
  );
  useEffect(() => {
    form.restore();
    return () => form.dispose();
  }, [form]);
  return [state, form];
}
