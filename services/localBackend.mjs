// @ts-check
/**
 * The backend a build uses when no Firebase project is configured (docs/decisions.md
 * "Build-time settings"): a `demo-` project, which needs no account, on a local Firestore
 * emulator. Plain JavaScript, so the site, Node scripts and tests all import this one module.
 */
export const localProjectId = 'demo-nexoform';

export const localEmulatorPort = 8080;

export const localEmulatorHost = `127.0.0.1:${localEmulatorPort}`;

/**
 * Splits an emulator address `host:port`.
 * @param {string} address
 * @returns {{ host: string, port: number }}
 */
export function splitHostPort(address) {
  const colon = address.lastIndexOf(':');
  return { host: address.slice(0, colon), port: Number(address.slice(colon + 1)) };
}
