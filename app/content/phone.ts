const DIALABLE = /^\+[1-9][\d ()-]*$/;

/** Whether the number as shown can be dialled from anywhere: + and 8 to 15 digits. */
export function isDialable(shown: string): boolean {
  const digits = shown.replace(/\D/g, "");
  return (
    DIALABLE.test(shown.trim()) && digits.length >= 8 && digits.length <= 15
  );
}

/** The link that dials a number shown in international form: "tel:+27100000000". */
export const telHref = (shown: string) => `tel:+${shown.replace(/\D/g, "")}`;
