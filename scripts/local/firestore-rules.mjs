// @ts-check
/** Loads firestore.rules into a running emulator, so local runs enforce the production rules. */
import { readFileSync } from 'node:fs';

import { localProjectId } from '../../services/localBackend.mjs';

/** @param {string} emulatorHost host:port @param {string} [projectId] @param {string} [rules] */
export async function loadRules(
  emulatorHost,
  projectId = localProjectId,
  rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
) {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`The emulator refused the rules: ${await response.text()}`);
}
