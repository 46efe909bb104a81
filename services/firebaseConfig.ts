import { localEmulatorHost, localProjectId } from './localBackend.mjs';

/**
 * The build-time settings of docs/decisions.md: `VITE_FIREBASE_*`, `VITE_FIRESTORE_EMULATOR_HOST`
 * and `VITE_RECAPTCHA_ENTERPRISE_SITE_KEY`.
 */
export type FirebaseSettings = {
  options: {
    apiKey: string;
    authDomain?: string;
    projectId: string;
    storageBucket?: string;
    messagingSenderId?: string;
    appId: string;
    measurementId?: string;
  };
  /** `host:port` of a Firestore emulator, or undefined for the real service. */
  emulatorHost?: string;
  /** `demo-` projects need no account; they never load analytics (D6) nor App Check (D17). */
  isDemo: boolean;
  /** The reCAPTCHA Enterprise site key App Check uses in production (D17). */
  recaptchaSiteKey?: string;
};

/** Each variable named in full: Vite replaces `import.meta.env.X` at build time, not the object. */
function buildTimeEnv(): Partial<ImportMetaEnv> {
  return {
    VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
    VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
    VITE_FIREBASE_MEASUREMENT_ID: import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
    VITE_FIRESTORE_EMULATOR_HOST: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
    VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
  };
}

/** Reads the configuration; with no project id, the local default (demo project, local emulator). */
export function readFirebaseSettings(env: Partial<ImportMetaEnv> = buildTimeEnv()): FirebaseSettings {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || localProjectId;
  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
      appId: env.VITE_FIREBASE_APP_ID || '1:000000000000:web:demo',
      measurementId: env.VITE_FIREBASE_MEASUREMENT_ID,
    },
    emulatorHost: env.VITE_FIRESTORE_EMULATOR_HOST || (env.VITE_FIREBASE_PROJECT_ID ? undefined : localEmulatorHost),
    isDemo: projectId.startsWith('demo-'),
    recaptchaSiteKey: env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY || undefined,
  };
}
