import type { Plugin } from "vite";

/**
 * Decap's grey text (its `gray`, #798291, and the #7b8290 of its header's buttons) reads at 3.9:1
 * on white and 3.4:1 on its grey page, where WCAG 1.4.3 asks 4.5:1. It is written into the styles
 * of dozens of its components, which a stylesheet of ours could reach only by naming each one,
 * and Decap has no theme to set it by. So its modules are given a darker grey of the same hue as
 * they are read: 6.1:1 on white, 5.3:1 on its grey page, 4.6:1 on its hover grey.
 *
 * Patching another package's code: if Decap's greys are no longer found, its styles have changed,
 * so the build stops rather than ship an editor nobody has checked
 * (tests/e2e/gates/editor-a11y.spec.ts measures the contrast in the built editor).
 */

const DECAP_GREY = /#798291|#7b8290/i;
const READABLE_GREY = "#5c636e";

/** Decap's own modules, as installed (its packages ship built code under dist/). */
const DECAP_MODULE = /[\\/]node_modules[\\/]decap-cms-[\w-]+[\\/]dist[\\/]/;

/**
 * The transform, for the editor's build (`vite build`) and, as a plugin of the dependency
 * optimizer, for `npm run cms` (whose server reads Decap pre-bundled, past the build's plugins).
 */
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
