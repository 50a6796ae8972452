/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public address share links point at when the app is served from a local address (README "Share links"). */
  readonly VITE_PUBLIC_URL?: string;
  /**
   * '1' in a test build only: every translated word is shown between markers (src/ui/words/catalogue.ts,
   * e2e-french/), so a test finds any text on a screen in another language that no translation gave.
   */
  readonly VITE_MARK_TRANSLATIONS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
