/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public address share links point at when the app is served from a local address (README "Share links"). */
  readonly VITE_PUBLIC_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
