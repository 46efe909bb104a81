// The deployed Cloud Functions, one re-export each (docs/decisions.md, "Enquiry e-mail").
export { retryFailedDeliveries } from './deliverySchedule.js';
