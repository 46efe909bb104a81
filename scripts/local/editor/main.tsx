// The editor's page in the browser: Keystatic's own app, given the site's content schema.
import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import config from '../../../keystatic.config';

const root = document.getElementById('editor')!;

// A new news item or release starts with the next free id (one more than the highest in use):
// the server writes it into this page and announces it again after every save (plugin.mjs).
let nextNewsId = Number(root.dataset.nextNewsId) || undefined;
import.meta.hot?.on('nexoform:next-news-id', (data: { nextId: number }) => {
  nextNewsId = data.nextId;
});
const { news, pressReleases } = config.collections;
const nextId = () => nextNewsId ?? null;
const editorConfig: Config = {
  ...config,
  // Keystatic types `ui` by the collections' exact shapes, which the generic `Config` does not accept.
  ui: config.ui as Config['ui'],
  collections: {
    ...config.collections,
    news: { ...news, schema: { ...news.schema, id: { ...news.schema.id, defaultValue: nextId } } },
    // A listed press release is a News & Insights item: it takes the same next free id.
    pressReleases: {
      ...pressReleases,
      schema: { ...pressReleases.schema, id: { ...pressReleases.schema.id, defaultValue: nextId } },
    },
  },
};

createRoot(root).render(
  <StrictMode>
    <Keystatic config={editorConfig} />
  </StrictMode>,
);
