/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API prefix the console calls (`/prod-api`); nginx or the dev server forwards it to the backend. */
  readonly VITE_APP_BASE_API: string;
  readonly VITE_APP_TITLE: string;
  /** 'true' shows the register link on the sign-in page (ChestnutCMS 1.5.5 has no register endpoint). */
  readonly VITE_APP_REGISTER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
