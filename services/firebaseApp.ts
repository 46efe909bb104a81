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
