const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style auto id: 20 letters and digits from a secure random source. */
export function newEnquiryId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      // 248 is the largest multiple of 62 below 256: skipping bytes above it keeps letters uniform.
      if (byte < 248 && id.length < 20) id += alphabet[byte % 62];
    }
  }
  return id;
}

/**
 * D2: the document id of one enquiry of one draft: 20 letters and digits of the SHA-256 of the
 * draft's random id and the document written. The same enquiry from the same draft has the same
 * id from any tab, after any reload, so a second write of it changes nothing; an edited one has
 * another, so no write ever meets a stored document with other values under its id.
 */
export async function enquiryIdFor(draft: string, document: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(`${draft}\n${JSON.stringify(document)}`);
  let value = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)).reduce(
    (number, byte) => (number << 8n) | BigInt(byte),
    0n,
  );
  let id = '';
  for (let index = 0; index < 20; index++, value /= 62n) id += alphabet[Number(value % 62n)];
  return id;
}
