import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The modules that read the content files from disk, through Keystatic's reader. */
const contentReaders = /[\\/]content[\\/](site|entries)(\.ts)?$/;

/**
 * Keeps the content reader out of browser bundles. Components render content on the server
 * only, but Vike still writes a client entry per page that no HTML-only page loads; through the
 * components it would pull the reader, and with it the editor's schema and Keystatic, into public
 * files. In a browser bundle the reader becomes a module with the same export names that fails
 * if it is ever run.
 */
export function serverOnlyContent(): Plugin {
  return {
    name: 'nexoform:server-only-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== 'client' || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && contentReaders.test(resolved.id) ? `\0server-only:${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith('\0server-only:')) return null;
      const file = id.slice('\0server-only:'.length);
      const names = [...readFileSync(file, 'utf8').matchAll(/^export (?:async )?(?:const|let|function|class) (\w+)/gm)];
      return [
        `throw new Error(${JSON.stringify(`${file} reads files and runs at build time only`)});`,
        ...names.map(([, name]) => `export const ${name} = undefined;`),
      ].join('\n');
    },
  };
}
