import { describe, expect, it, vi } from 'vitest';
import { readFirebaseSettings } from './firebaseConfig';
import { localEmulatorHost, localProjectId } from './localBackend.mjs';

const production = readFirebaseSettings({
  VITE_FIREBASE_PROJECT_ID: 'nexoform-prod',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
});

/** A stand-in for firebase/app-check: `token` decides what getToken does. */
function mockAppCheck(token: () => Promise<{ token: string }>) {
  class ReCaptchaEnterpriseProvider {
    constructor(readonly siteKey: string) {}
  }
  return {
    ReCaptchaEnterpriseProvider: ReCaptchaEnterpriseProvider as never,
    initializeAppCheck: vi.fn(() => ({ app: 'app-check' }) as never),
    getToken: vi.fn(token),
  };
}

async function load() {
  vi.resetModules();
  return import('./appCheck');
}

describe('startAppCheck (D17)', () => {
  it('never loads App Check for a demo project, nor without a site key', async () => {
    const { startAppCheck } = await load();
    const importAppCheck = vi.fn(async () => mockAppCheck(async () => ({ token: 't' })));
    expect(await startAppCheck({ settings: readFirebaseSettings({}), importAppCheck })).toBeNull();
    const withoutKey = { ...production, recaptchaSiteKey: undefined };
    expect(await startAppCheck({ settings: withoutKey, importAppCheck })).toBeNull();
    expect(importAppCheck).not.toHaveBeenCalled();
  });

  it('initialises App Check once, with reCAPTCHA Enterprise and the site key, on the same app', async () => {
    const { startAppCheck } = await load();
    const sdk = mockAppCheck(async () => ({ token: 't' }));
    const importAppCheck = vi.fn(async () => sdk);
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

  it('tries again after the SDK failed to load', async () => {
    const { startAppCheck } = await load();
    const sdk = mockAppCheck(async () => ({ token: 't' }));
    const importAppCheck = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(sdk);
    await expect(startAppCheck({ settings: production, importAppCheck })).rejects.toThrow('chunk failed');
    await expect(startAppCheck({ settings: production, importAppCheck })).resolves.not.toBeNull();
  });
});

describe('ensureAppCheckToken (D17, D2)', () => {
  it('resolves at once for a demo project', async () => {
    const { ensureAppCheckToken } = await load();
    await expect(ensureAppCheckToken({ settings: readFirebaseSettings({}) })).resolves.toBeUndefined();
  });

  it('resolves once a token is had', async () => {
    const { ensureAppCheckToken } = await load();
    const sdk = mockAppCheck(async () => ({ token: 'token' }));
    await ensureAppCheckToken({ settings: production, importAppCheck: async () => sdk });
    expect(sdk.getToken).toHaveBeenCalledWith({ app: 'app-check' });
  });

  it.each<[string, () => Promise<{ token: string }>, string]>([
    ['the token is refused', () => Promise.reject(new Error('appCheck/recaptcha-error')), 'recaptcha-error'],
    ['reCAPTCHA never answers, in time (a blocked script)', () => new Promise(() => {}), 'No App Check token'],
  ])('rejects when %s', async (_case, token, message) => {
    const { ensureAppCheckToken } = await load();
    const sdk = mockAppCheck(token);
    await expect(
      ensureAppCheckToken({ settings: production, importAppCheck: async () => sdk, timeoutMs: 50 }),
    ).rejects.toThrow(message);
  });
});

describe('readFirebaseSettings', () => {
  it('defaults to the demo project on the local emulator', () => {
    const settings = readFirebaseSettings({});
    expect(settings.options.projectId).toBe(localProjectId);
    expect(settings.emulatorHost).toBe(localEmulatorHost);
    expect(settings.isDemo).toBe(true);
  });
  it('uses a real project without an emulator when one is configured', () => {
    const settings = readFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'nexoform-prod',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_APP_ID: 'app',
    });
    expect(settings).toMatchObject({
      options: { projectId: 'nexoform-prod', apiKey: 'key', appId: 'app' },
      emulatorHost: undefined,
      isDemo: false,
    });
  });
  it('lets VITE_FIRESTORE_EMULATOR_HOST point anywhere', () => {
    expect(readFirebaseSettings({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9999' }).emulatorHost).toBe(
      '127.0.0.1:9999',
    );
  });
});
