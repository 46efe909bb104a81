import { fromRest, listDocuments } from '../../scripts/local/mail-relay.mjs';
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

/** Every document in mail2, read page by page with the owner token that bypasses the rules. */
async function storedMail(projectId = project): Promise<StoredMail[]> {
  return (await listDocuments(`${documentsOf(projectId)}/mail2`)).map(({ name, fields = {} }) => {
    const { to, message = {}, delivery } = fromRest({ mapValue: { fields } });
    return {
      id: name.split('/').pop() ?? '',
      to,
      subject: message.subject ?? '',
      text: message.text ?? '',
      deliveryState: delivery?.state,
      fieldNames: [
        ...Object.keys(fields).filter((key) => key !== 'delivery'),
        ...Object.keys(message).map((key) => `message.${key}`),
      ].sort(),
    };
  });
}

/**
 * The documents in mail2 whose text holds `marker`: a test's own sends, found among every other
 * test's and engine's, since nothing empties the database during a run (docs/decisions.md#d84).
 */
export const mailHolding = async (marker: string, projectId = project): Promise<StoredMail[]> =>
  (await storedMail(projectId)).filter((stored) => stored.text.includes(marker));
