/**
 * Keystatic's GitHub storage for the hosted editor, shared by its page (scripts/build/editor/main.tsx) and its function
 * (functions/src/editor.ts) so both name the same repository. Saves go to branches named
 * `<branchPrefix><name>` and reach the site through a pull request (docs/operating.md, "The hosted editor").
 */
export const defaultBranchPrefix = 'content/';

/** @param repository `owner/name` @param branchPrefix the prefix of the branches the editor makes */
export function githubStorage(repository: string, branchPrefix: string = defaultBranchPrefix) {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(repository);
  if (!match) throw new Error(`The editor's repository must be owner/name, not '${repository}'.`);
  return { kind: 'github', repo: { owner: match[1]!, name: match[2]! }, branchPrefix } as const;
}
