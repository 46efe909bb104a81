// Every Cloud Function of the site, one re-export each, as firebase.json's `functions` deploys them
// (functions/lib/index.js, bundled by `npm run build:functions`).
export { editor } from './editor.js';
export { retryFailedDeliveries } from './deliverySchedule.js';
export { vitals } from './vitals.js';
