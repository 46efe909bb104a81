import { describe, expect, it, vi } from 'vitest';
import { readFirebaseSettings } from './firebaseConfig';

const realProject = readFirebaseSettings({
  VITE_FIREBASE_PROJECT_ID: 'nexoform-prod',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST',
});

function mockAnalytics() {
  return { getAnalytics: vi.fn(() => ({}) as never), setConsent: vi.fn(), setAnalyticsCollectionEnabled: vi.fn() };
}

describe('startAnalytics (D6)', () => {
  it('never loads analytics for a demo project', async () => {
    vi.resetModules();
    const { startAnalytics } = await import('./startAnalytics');
    const importAnalytics = vi.fn(async () => mockAnalytics());
    expect(await startAnalytics({ settings: readFirebaseSettings({}), importAnalytics })).toBe(false);
    expect(importAnalytics).not.toHaveBeenCalled();
  });

  it('loads the SDK once, grants analytics storage only, and enables collection', async () => {
    vi.resetModules();
    const { startAnalytics } = await import('./startAnalytics');
    const analytics = mockAnalytics();
    const importAnalytics = vi.fn(async () => analytics);
    expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
    expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
    expect(importAnalytics).toHaveBeenCalledTimes(1);
    expect(analytics.setConsent).toHaveBeenCalledWith(
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    );
    expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), true);
  });

  it('on withdrawal stops collection and removes the analytics cookies', async () => {
    vi.resetModules();
    const { startAnalytics, stopAnalytics } = await import('./startAnalytics');
    const analytics = mockAnalytics();
    await startAnalytics({ settings: realProject, importAnalytics: async () => analytics });
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST=GS1.1.456; path=/';
    document.cookie = 'keep=1; path=/';
    await stopAnalytics(realProject);
    expect(analytics.setConsent).toHaveBeenLastCalledWith({ analytics_storage: 'denied' });
    expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), false);
    expect(document.cookie).toBe('keep=1');
  });

  it('tries again after the SDK failed to load, and a withdrawal meanwhile still removes the cookies', async () => {
    vi.resetModules();
    const { startAnalytics, stopAnalytics } = await import('./startAnalytics');
    const analytics = mockAnalytics();
    const importAnalytics = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(analytics);
    await expect(startAnalytics({ settings: realProject, importAnalytics })).rejects.toThrow('chunk failed');
    document.cookie = '_ga=GA1.1.123; path=/';
    await stopAnalytics(realProject);
    expect(document.cookie).not.toContain('_ga');
    expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
    expect(importAnalytics).toHaveBeenCalledTimes(2);
    expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), true);
  });
});
