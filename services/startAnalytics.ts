import { getFirebaseApp, startSdkOnce, type SdkStart } from './firebaseApp';
import { readFirebaseSettings, type FirebaseSettings } from './firebaseConfig';

type AnalyticsModule = Pick<
  typeof import('firebase/analytics'),
  'getAnalytics' | 'setConsent' | 'setAnalyticsCollectionEnabled'
>;

type AnalyticsOptions = {
  settings?: FirebaseSettings;
  /** The SDK loader; unit tests pass a mock (D6). */
  importAnalytics?: () => Promise<AnalyticsModule>;
};

const loaded: SdkStart<AnalyticsModule> = {};

/**
 * D6: starts analytics once the visitor has accepted it. A `demo-` project never loads it.
 * Resolves to whether analytics is running.
 */
export async function startAnalytics({
  settings = readFirebaseSettings(),
  importAnalytics = () => import('firebase/analytics'),
}: AnalyticsOptions = {}): Promise<boolean> {
  // Real-user vitals go with the consent to analytics, to this site's own function (demo builds too).
  // Best effort: a chunk that fails to download (offline, a navigation under way) measures nothing,
  // and must not surface as an unhandled rejection on the page.
  import('./reportVitals').then(
    ({ startVitals }) => startVitals(),
    () => undefined,
  );
  if (settings.isDemo || !settings.options.measurementId) return false;
  const analytics = await startSdkOnce(loaded, importAnalytics, settings, (sdk, app) => {
    sdk.setConsent({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    sdk.getAnalytics(app);
    return sdk;
  });
  analytics.setAnalyticsCollectionEnabled(analytics.getAnalytics(await getFirebaseApp(settings)), true);
  return true;
}

/** D6: withdrawal stops collection and removes the analytics cookies. */
export async function stopAnalytics(settings: FirebaseSettings = readFirebaseSettings()): Promise<void> {
  const analytics = await loaded.promise?.catch(() => undefined);
  if (analytics) {
    analytics.setConsent({ analytics_storage: 'denied' });
    analytics.setAnalyticsCollectionEnabled(analytics.getAnalytics(await getFirebaseApp(settings)), false);
  }
  const domains = ['', `; domain=${location.hostname}`, `; domain=.${location.hostname.replace(/^www\./, '')}`];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name === '_ga' || name.startsWith('_ga_') || name === '_gid')
      for (const domain of domains)
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}
