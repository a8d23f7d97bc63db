import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.strict,
  },
  // Playwright fixtures call a `use` callback that is not React's hook.
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  // The copy conventions (sentence case, typographic quotes) for words a component writes itself;
  // the content's words are held to them by their schemas and made typographic as they are read.
  {
    files: ["app/**/*.tsx", "admin/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: String.raw`JSXText[value=/['"]/], JSXAttribute[name.name=/^(alt|aria-label|title|placeholder)$/] > Literal[value=/['"]/]`,
          message:
            "Write a typographic quote or apostrophe (’ “ ”), not a straight one.",
        },
        {
          selector: String.raw`JSXElement[openingElement.name.name=/^(h[1-6]|button|label|legend)$/] > JSXText[value=/[A-Z][a-z]+\s+[A-Z][a-z]+/]`,
          message: "Write headings, buttons and labels in sentence case.",
        },
      ],
    },
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_" },
      ],
    },
  },
);
