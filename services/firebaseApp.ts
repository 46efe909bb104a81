import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import { readFirebaseSettings, type FirebaseSettings } from './firebaseConfig';
import { splitHostPort } from './localBackend.mjs';

let app: Promise<FirebaseApp> | undefined;
let firestore: Promise<Firestore> | undefined;

/** The Firebase app, set up on first use (D14): no page pays for Firebase before it needs it. */
export function getFirebaseApp(settings: FirebaseSettings = readFirebaseSettings()): Promise<FirebaseApp> {
  app ??= import('firebase/app').then(({ initializeApp }) => initializeApp(settings.options));
  return app;
}

/** Where a lazily started SDK keeps its one start, shared by every caller. */
export type SdkStart<T> = { promise?: Promise<T> };

/**
 * The one lazy loader of the Firebase SDKs started on the visitor's action (App Check,
 * analytics): downloads the SDK's chunk and the app, then runs `start` on them, once; a chunk
 * that failed to load is tried again on the next call.
 */
export function startSdkOnce<Sdk, T>(
  slot: SdkStart<T>,
  importSdk: () => Promise<Sdk>,
  settings: FirebaseSettings,
  start: (sdk: Sdk, app: FirebaseApp) => T,
): Promise<T> {
  const starting = (slot.promise ??= Promise.all([importSdk(), getFirebaseApp(settings)]).then(([sdk, firebaseApp]) =>
    start(sdk, firebaseApp),
  ));
  starting.catch(() => {
    if (slot.promise === starting) slot.promise = undefined;
  });
  return starting;
}

/** `promise`, or the error `timedOut` makes when it has not settled within `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(timedOut()), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Firestore Lite (docs/quality.md: ≈ 23 KB with the app, against ≈ 105 KB for the full SDK). */
export function getDb(settings: FirebaseSettings = readFirebaseSettings()): Promise<Firestore> {
  firestore ??= Promise.all([getFirebaseApp(settings), import('firebase/firestore/lite')]).then(
    ([firebaseApp, { getFirestore, connectFirestoreEmulator, setLogLevel }]) => {
      // The SDK's own failure log repeats the visitor's enquiry in the console; sendEnquiry's
      // caller logs the failure itself, without the personal data.
      setLogLevel('silent');
      const db = getFirestore(firebaseApp);
      if (settings.emulatorHost) {
        const { host, port } = splitHostPort(settings.emulatorHost);
        connectFirestoreEmulator(db, host, Number(port));
      }
      return db;
    },
  );
  return firestore;
}
