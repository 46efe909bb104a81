import { localEmulatorHost, localProjectId } from '../../services/localBackend.mjs';

// Read here, not from fixtures.ts, so the WebKit suite (tests/webkit, no Playwright) can use these helpers.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? localEmulatorHost;

/** The emulator the built site writes to (tests/support/test.mjs) and the project it uses by default. */
const base = `http://${emulatorHost}`;
const project = localProjectId;
const documentsOf = (projectId: string) => `${base}/v1/projects/${projectId}/databases/(default)/documents`;

/** `fieldNames` are what the site wrote; `deliveryState` is what the mail relay recorded since. */
export type StoredMail = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  fieldNames: string[];
  deliveryState?: string;
};

type Value = { stringValue: string };
type Fields = {
  to: { arrayValue: { values: Value[] } };
  message: { mapValue: { fields: Record<string, Value> } };
  delivery?: { mapValue: { fields: Record<string, Value> } };
};

/** Every document in mail2, read page by page with the owner token that bypasses the rules. */
async function storedMail(projectId = project): Promise<StoredMail[]> {
  const documents: { name: string; fields: Fields }[] = [];
  let pageToken = '';
  do {
    const url = `${documentsOf(projectId)}/mail2?pageSize=300${pageToken && `&pageToken=${encodeURIComponent(pageToken)}`}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    const body = (await response.json()) as { documents?: typeof documents; nextPageToken?: string };
    documents.push(...(body.documents ?? []));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return documents.map(({ name, fields }) => ({
    id: name.split('/').pop() ?? '',
    to: fields.to.arrayValue.values.map((value) => value.stringValue),
    subject: fields.message.mapValue.fields.subject?.stringValue ?? '',
    text: fields.message.mapValue.fields.text?.stringValue ?? '',
    deliveryState: fields.delivery?.mapValue.fields.state?.stringValue,
    fieldNames: [
      ...Object.keys(fields).filter((key) => key !== 'delivery'),
      ...Object.keys(fields.message.mapValue.fields).map((key) => `message.${key}`),
    ].sort(),
  }));
}

/**
 * The documents in mail2 whose text holds `marker`: a test's own sends, found among every other
 * test's and engine's, since nothing empties the database during a run (docs/decisions.md#d84).
 */
export const mailHolding = async (marker: string, projectId = project): Promise<StoredMail[]> =>
  (await storedMail(projectId)).filter((stored) => stored.text.includes(marker));
