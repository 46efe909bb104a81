// @ts-check
/**
 * `npm run enquiries`: prints the enquiries stored in the local Firestore emulator (the one
 * `npm start` runs), newest last, as the e-mail extension would send them, with the delivery
 * state the local mail relay recorded (and its attempts, when it had to retry).
 */
import { localEmulatorHost, localProjectId } from '../../services/localBackend.mjs';
import { extensionParams, fromRest, listDocuments } from './mail-relay.mjs';

const host = process.env.VITE_FIRESTORE_EMULATOR_HOST ?? localEmulatorHost;
const url = `http://${host}/v1/projects/${localProjectId}/databases/(default)/documents/${extensionParams().MAIL_COLLECTION}`;

const listed = await listDocuments(url).catch((error) => {
  // A fetch that reached no server; an emulator's refusal is thrown as it is.
  if (!(error instanceof TypeError)) throw error;
  console.error(`No Firestore emulator answers at ${host}. Start the site with \`npm start\` first.`);
  process.exit(1);
});
const documents = listed.sort((a, b) => a.createTime.localeCompare(b.createTime));
if (documents.length === 0) console.log('No enquiries yet.');
for (const document of documents) {
  const { to, message = {}, delivery } = fromRest({ mapValue: { fields: document.fields ?? {} } });
  const attempts = Number(delivery?.attempts ?? 0);
  const state = delivery
    ? `e-mail ${delivery.state}${delivery.error ? ` (${delivery.error})` : ''}` +
      (attempts > 1 ? `, ${attempts} attempts` : '')
    : 'e-mail not yet sent';
  console.log(`— ${document.name.split('/').pop()} · ${document.createTime} · ${state}`);
  console.log(`To: ${[to].flat().join(', ')}\nSubject: ${message.subject}\n\n${message.text}\n`);
}
console.log(`${documents.length} enquir${documents.length === 1 ? 'y' : 'ies'} in ${host}.`);
