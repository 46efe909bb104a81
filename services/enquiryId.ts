/** A Firestore-style auto id: 20 letters and digits from a secure random source. */
export function newEnquiryId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      // 248 is the largest multiple of 62 below 256: skipping bytes above it keeps letters uniform.
      if (byte < 248 && id.length < 20) id += alphabet[byte % 62];
    }
  }
  return id;
}
