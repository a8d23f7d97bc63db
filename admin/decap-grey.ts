import type { Plugin } from "vite";

/**
 * Decap's grey text (3.9:1 on white; WCAG 1.4.3 asks 4.5:1) is written into dozens of its
 * components and has no theme setting, so its modules get a darker grey of the same hue as they
 * are read (6.1:1). If the grey is no longer found, the build stops (editor-a11y.spec.ts).
 */

const DECAP_GREY = /#798291|#7b8290/i;
const READABLE_GREY = "#5c636e";

const DECAP_MODULE = /[\\/]node_modules[\\/]decap-cms-[\w-]+[\\/]dist[\\/]/;

/** For the build, and as a plugin of the dependency optimizer for `npm run cms`. */
export function readableDecapGrey(): Plugin {
  let replaced = 0;
  return {
    name: "khanyisa:readable-decap-grey",
    buildStart() {
      replaced = 0;
    },
    transform(code, id) {
      if (!DECAP_MODULE.test(id) || !DECAP_GREY.test(code)) return;
      replaced += 1;
      return {
        code: code.replace(new RegExp(DECAP_GREY, "gi"), READABLE_GREY),
        map: null,
      };
    },
    buildEnd(error) {
      if (!error && replaced === 0)
        this.error(
          "Decap’s grey text (#798291) was not found in its modules: its styles have changed. Check the editor’s contrast (tests/e2e/gates/editor-a11y.spec.ts) and update admin/decap-grey.ts.",
        );
    },
  };
}
