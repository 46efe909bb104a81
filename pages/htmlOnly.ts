import type { Config } from 'vike/types';

/**
 * Config of an HTML-only page (docs/architecture.md): React renders it at build time and the
 * browser gets no React, only the page's `+client.ts`. The cast is needed because Vike's
 * types do not list `null` for `onRenderClient`.
 */
export const htmlOnly = { onRenderClient: null } as unknown as Config;
