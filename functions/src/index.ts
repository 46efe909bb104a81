// Every Cloud Function of the site, as firebase.json's `functions` deploys them (functions/lib/index.js).
export { editor } from './editor.js';
