import { expect, it, vi } from 'vitest';
import { readFirebaseSettings } from './firebaseConfig';
import { localEmulatorHost, localProjectId } from './localBackend.mjs';

const production = readFirebaseSettings({
  VITE_FIREBASE_PROJECT_ID: 'nexoform-prod',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
});

/** appCheck freshly loaded, with a stand-in for firebase/app-check whose getToken does `token`. */
async function load(token: () => Promise<{ token: string }> = async () => ({ token: 't' })) {
  vi.resetModules();
  class ReCaptchaEnterpriseProvider {
    constructor(readonly siteKey: string) {}
  }
  const sdk = {
    ReCaptchaEnterpriseProvider: ReCaptchaEnterpriseProvider as never,
    initializeAppCheck: vi.fn(() => ({ app: 'app-check' }) as never),
    getToken: vi.fn(token),
  };
  return { ...(await import('./appCheck')), sdk, importAppCheck: vi.fn(async () => sdk) };
}

it('startAppCheck (D17) never loads App Check for a demo project, nor without a site key', async () => {
  const { startAppCheck, importAppCheck } = await load();
  expect(await startAppCheck({ settings: readFirebaseSettings({}), importAppCheck })).toBeNull();
  expect(await startAppCheck({ settings: { ...production, recaptchaSiteKey: undefined }, importAppCheck })).toBeNull();
  expect(importAppCheck).not.toHaveBeenCalled();
});

it('startAppCheck (D17) initialises App Check once, with reCAPTCHA Enterprise and the site key, on the same app', async () => {
  const { startAppCheck, sdk, importAppCheck } = await load();
  await startAppCheck({ settings: production, importAppCheck });
  await startAppCheck({ settings: production, importAppCheck });
  expect(importAppCheck).toHaveBeenCalledTimes(1);
  expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  const [app, options] = sdk.initializeAppCheck.mock.calls[0] as unknown as [
    { options: { projectId: string } },
    { provider: { siteKey: string }; isTokenAutoRefreshEnabled: boolean },
  ];
  expect(app.options.projectId).toBe('nexoform-prod');
  expect(options.provider).toBeInstanceOf(sdk.ReCaptchaEnterpriseProvider as unknown as typeof Object);
  expect(options.provider.siteKey).toBe('site-key');
  expect(options.isTokenAutoRefreshEnabled).toBe(false);
});

it('startAppCheck (D17) tries again after the SDK failed to load', async () => {
  const { startAppCheck, sdk } = await load();
  const importAppCheck = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(sdk);
  await expect(startAppCheck({ settings: production, importAppCheck })).rejects.toThrow('chunk failed');
  await expect(startAppCheck({ settings: production, importAppCheck })).resolves.not.toBeNull();
});

it('ensureAppCheckToken (D17, D2) resolves at once for a demo project, and for a real one once a token is had', async () => {
  const { ensureAppCheckToken, sdk, importAppCheck } = await load();
  await expect(ensureAppCheckToken({ settings: readFirebaseSettings({}) })).resolves.toBeUndefined();
  expect(sdk.getToken).not.toHaveBeenCalled();
  await ensureAppCheckToken({ settings: production, importAppCheck });
  expect(sdk.getToken).toHaveBeenCalledWith({ app: 'app-check' });
});

it.each<[string, () => Promise<{ token: string }>, string]>([
  ['the token is refused', () => Promise.reject(new Error('appCheck/recaptcha-error')), 'recaptcha-error'],
  ['reCAPTCHA never answers, in time (a blocked script)', () => new Promise(() => {}), 'No App Check token'],
])('ensureAppCheckToken (D17, D2) rejects when %s', async (_case, token, message) => {
  const { ensureAppCheckToken, importAppCheck } = await load(token);
  await expect(ensureAppCheckToken({ settings: production, importAppCheck, timeoutMs: 50 })).rejects.toThrow(message);
});

it('readFirebaseSettings defaults to the demo project on the local emulator, which VITE_FIRESTORE_EMULATOR_HOST may move anywhere', () => {
  const local = { options: { projectId: localProjectId }, emulatorHost: localEmulatorHost, isDemo: true };
  expect(readFirebaseSettings({})).toMatchObject(local);
  const moved = readFirebaseSettings({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9999' });
  expect(moved).toMatchObject({ ...local, emulatorHost: '127.0.0.1:9999' });
});
it('readFirebaseSettings uses a real project without an emulator when one is configured', () => {
  const env = { VITE_FIREBASE_PROJECT_ID: 'nexoform-prod', VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: 'app' };
  expect(readFirebaseSettings(env)).toMatchObject({
    options: { projectId: 'nexoform-prod', apiKey: 'key', appId: 'app' },
    emulatorHost: undefined,
    isDemo: false,
  });
});
