// @ts-check
/**
 * `npm run enquiries`: prints the enquiries stored in the local Firestore emulator (the one
 * `npm start` runs), newest last, as the e-mail extension would send them, with the delivery
 * state the local mail relay recorded (and its attempts, when it had to retry).
 */
import { localEmulatorHost, localProjectId } from '../../services/localBackend.mjs';

const host = process.env.VITE_FIRESTORE_EMULATOR_HOST ?? localEmulatorHost;
const url = `http://${host}/v1/projects/${localProjectId}/databases/(default)/documents/mail2?pageSize=300`;

/** @type {{ name: string, createTime: string, fields: any }[]} */
const listed = [];
let pageToken = '';
do {
  /** @type {Response} */
  let response;
  try {
    // The owner token reads past the rules, which deny every read to the site itself.
    response = await fetch(url + pageToken, { headers: { Authorization: 'Bearer owner' } });
  } catch {
    console.error(`No Firestore emulator answers at ${host}. Start the site with \`npm start\` first.`);
    process.exit(1);
  }
  /** @type {{ documents?: { name: string, createTime: string, fields: any }[], nextPageToken?: string }} */
  const body = await response.json();
  listed.push(...(body.documents ?? []));
  pageToken = body.nextPageToken ? `&pageToken=${encodeURIComponent(body.nextPageToken)}` : '';
} while (pageToken);
const documents = listed.sort((a, b) => a.createTime.localeCompare(b.createTime));
if (documents.length === 0) console.log('No enquiries yet.');
for (const document of documents) {
  const to = document.fields.to?.arrayValue?.values?.map((/** @type {any} */ value) => value.stringValue).join(', ');
  const message = document.fields.message?.mapValue?.fields ?? {};
  const delivery = document.fields.delivery?.mapValue?.fields;
  const attempts = Number(delivery?.attempts?.integerValue ?? 0);
  const state = delivery
    ? `e-mail ${delivery.state?.stringValue}${delivery.error?.stringValue ? ` (${delivery.error.stringValue})` : ''}` +
      (attempts > 1 ? `, ${attempts} attempts` : '')
    : 'e-mail not yet sent';
  console.log(`— ${document.name.split('/').pop()} · ${document.createTime} · ${state}`);
  console.log(`To: ${to}\nSubject: ${message.subject?.stringValue}\n\n${message.text?.stringValue}\n`);
}
console.log(`${documents.length} enquir${documents.length === 1 ? 'y' : 'ies'} in ${host}.`);
