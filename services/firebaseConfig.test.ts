import { describe, expect, it } from 'vitest';
import { readFirebaseSettings } from './firebaseConfig';
import { localEmulatorHost, localProjectId } from './localBackend.mjs';

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
