import type { AppCheck } from 'firebase/app-check';
import { startSdkOnce, withTimeout, type SdkStart } from './firebaseApp';
import { readFirebaseSettings, type FirebaseSettings } from './firebaseConfig';

type AppCheckModule = Pick<
  typeof import('firebase/app-check'),
  'initializeAppCheck' | 'ReCaptchaEnterpriseProvider' | 'getToken'
>;

type AppCheckOptions = {
  settings?: FirebaseSettings;
  /** The SDK loader; unit tests pass a mock. */
  importAppCheck?: () => Promise<AppCheckModule>;
};

/**
 * How long the visitor waits for a token before the form says it could not send (D2). The
 * reCAPTCHA script never answers when it is blocked, so the wait needs an end of its own,
 * shorter than the send's: nothing was written, so the failure is a plain refusal.
 */
export const appCheckTimeoutMs = 8_000;

const started: SdkStart<{ sdk: AppCheckModule; appCheck: AppCheck }> = {};

/**
 * D17: starts App Check with reCAPTCHA Enterprise, once, for a production build; the contact
 * form calls it on the visitor's first interaction, so no page pays for it before. Firestore
 * Lite picks the token up from the same app. Demo builds (and builds without a site key) skip it.
 */
export function startAppCheck({
  settings = readFirebaseSettings(),
  importAppCheck = () => import('firebase/app-check'),
}: AppCheckOptions = {}): Promise<{ sdk: AppCheckModule; appCheck: AppCheck } | null> {
  const siteKey = settings.recaptchaSiteKey;
  if (settings.isDemo || !siteKey) return Promise.resolve(null);
  return startSdkOnce(started, importAppCheck, settings, (sdk, app) => ({
    sdk,
    // No background refresh: a token is fetched when an enquiry is sent, not while the page sits open.
    appCheck: sdk.initializeAppCheck(app, {
      provider: new sdk.ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: false,
    }),
  }));
}

/** Resolves once the write can carry a token; rejects when none can be had in time (D17, D2). */
export async function ensureAppCheckToken({
  timeoutMs = appCheckTimeoutMs,
  ...options
}: AppCheckOptions & { timeoutMs?: number } = {}): Promise<void> {
  await withTimeout(
    startAppCheck(options).then((running) => running && running.sdk.getToken(running.appCheck)),
    timeoutMs,
    () => new Error(`No App Check token within ${timeoutMs / 1000} s`),
  );
}
