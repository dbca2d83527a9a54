import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/coverage/**",
      "apps/hub/e2e/artifacts/**",
      "benchmarks/results/**",
      "fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["warn", "error", "debug"] }],
      // Hubkit is its own implementation: only benchmarks may load the peer packages.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@huggingface/*"], message: "Hubkit must not depend on @huggingface packages." }] },
      ],
    },
  },
  {
    files: ["**/test/**", "**/*.test.ts", "benchmarks/**", "**/scripts/**", "apps/hub/server/**", "apps/hub/e2e/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["benchmarks/**"],
    rules: { "no-restricted-imports": "off" },
  },
  // The pack check's CommonJS consumers are written as CommonJS users write them (require, Jest's globals); the
  // examples and the check print their results.
  {
    files: ["checks/**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["checks/**", "examples/**"],
    rules: { "no-console": "off" },
  },
  // The hub front end: React's hook rules (including the compiler-backed checks) on the app's sources.
  {
    files: ["apps/hub/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
);
