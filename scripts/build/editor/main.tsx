// The hosted editor's page (docs/operating.md, "The hosted editor"): Keystatic's app with the site's content
// schema, saving to GitHub. The repository and the branch prefix are written into the page by the
// editor function, from its params, so one build serves any project.
// First: every later fetch to GitHub's API goes through the editor function, which holds the token.
import './githubProxy';
import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import config from '../../../keystatic.config';
import { githubStorage } from '../../../hosting/storage';

const root = document.getElementById('editor')!;

const editorConfig: Config = {
  ...config,
  // Keystatic types `ui` by the collections' exact shapes, which the generic `Config` does not accept.
  ui: config.ui as Config['ui'],
  storage: githubStorage(root.dataset.repo ?? '', root.dataset.branchPrefix ?? ''),
};

createRoot(root).render(
  <StrictMode>
    <Keystatic config={editorConfig} />
  </StrictMode>,
);
