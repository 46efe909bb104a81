// @vitest-environment node
import { ESLint } from 'eslint';
import { resolve } from 'node:path';

// The folder table of docs/architecture.md is an ESLint rule (eslint.config.mjs). These plant
// imports in files that do not exist and lint them with the project's own config, so a rule
// that stops matching fails here instead of letting a wrong arrow in quietly.

const root = resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: resolve(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the folder table is enforced by lint', () => {
  it.each([
    ['theme/planted.ts', "import { news } from '../content/news';", 'theme/ may not import from content/'],
    [
      'theme/planted.css.ts',
      "import type { NewsType } from '../content/newsTypes';",
      'theme/ may not import from content/',
    ],
    [
      'domain/planted.ts',
      "import { NewsCard } from '../components/NewsCard/NewsCard';",
      'domain/ may not import from components/',
    ],
    [
      'domain/planted.ts',
      "import { sendEnquiry } from '../services/sendEnquiry';",
      'domain/ may not import from services/',
    ],
    ['domain/planted.ts', "import { vars } from '../theme/theme.css';", 'domain/ may not import from theme/'],
    ['content/planted.ts', "import { badge } from '../theme/badge.css';", 'content/ may not import from theme/'],
    [
      'services/planted.ts',
      "import { ContactForm } from '../components/ContactForm/ContactForm';",
      'services/ may not import from components/',
    ],
    [
      'components/Planted/Planted.tsx',
      "import { sendEnquiry } from '../../services/sendEnquiry';",
      'components/ may not import from services/',
    ],
    [
      'components/Planted/Planted.tsx',
      "import Page from '../../pages/index/+Page';",
      'components/ may not import from pages/',
    ],
    [
      'pages/planted/+Page.tsx',
      "import { distDir } from '../../scripts/local/serve.mjs';",
      'pages/ may not import from scripts/',
    ],
    [
      'services/planted.ts',
      "import { loadRules } from '../scripts/local/firestore-rules.mjs';",
      'services/ may not import from scripts/',
    ],
    // The site's words and data sit below the code that reads them.
    ['content/planted.ts', "import { news } from '../publishing/site';", 'content/ may not import from publishing/'],
    ['content/planted.ts', "import { newsFeed } from '../domain/routes';", 'content/ may not import from domain/'],
    [
      'content/planted.ts',
      "import keystaticConfig from '../keystatic.config';",
      'content/ may not import from keystatic.config.ts',
    ],
    [
      'keystatic.config.ts',
      "import { publicationInstant } from './publishing/publicationInstant';",
      'keystatic.config.ts may not import from publishing/',
    ],
    [
      'domain/planted.ts',
      "import type { NewsItem } from '../publishing/site';",
      'domain/ may not import from publishing/',
    ],
    [
      'publishing/planted.ts',
      "import { sendEnquiry } from '../services/sendEnquiry';",
      'publishing/ may not import from services/',
    ],
    // Build-time code never depends on dev tools or test infrastructure.
    [
      'scripts/build/planted.ts',
      "import { budgets } from '../../tests/support/budgets.mjs';",
      'scripts/build/ may not import from tests/',
    ],
    [
      'scripts/build/planted.mjs',
      "import { serve } from '../local/serve.mjs';",
      'scripts/build/ may not import from scripts/local/',
    ],
    [
      'scripts/build/planted.ts',
      "import { freePort } from '../../scripts/local/ports.mjs';",
      'scripts/build/ may not import from scripts/local/',
    ],
    [
      'scripts/local/editor/planted.mjs',
      "import { budgets } from '../../../tests/support/budgets.mjs';",
      'scripts/local/ may not import from tests/',
    ],
  ])('%s: %s is refused', async (filePath, source, expected) => {
    const errors = await importErrors(filePath, source);
    expect(errors.join('\n')).toContain(expected);
  });

  it.each([
    ['pages/planted/+Page.tsx', "import { filterNews } from '../../domain/newsFilters';"],
    ['components/Planted/Planted.tsx', "import { validateEnquiry } from '../../domain/enquiry';"],
    ['components/Planted/Planted.client.ts', "import { sendEnquiry } from '../../services/sendEnquiry';"],
    ['services/planted.ts', "import { buildMailDocument } from '../domain/buildMailDocument';"],
    ['domain/planted.ts', "import type { NewsItem } from '../content/types';"],
    ['publishing/planted.ts', "import { isPressReleasePath } from '../domain/routes';"],
    ['publishing/planted.ts', "import keystaticConfig from '../keystatic.config';"],
    ['keystatic.config.ts', "import { companyTimeZone } from './content/publicationTime';"],
    ['domain/planted.test.ts', "import { news } from '../publishing/site';"],
    ['theme/planted.css.ts', "import { tokens } from './tokens';"],
    ['scripts/build/planted.ts', "import { latestNews } from '../../domain/newsOrder';"],
    ['scripts/build/planted.mjs', "import { firebaseConfig } from './hosting.mjs';"],
    ['scripts/build/planted.test.ts', "import { extensionParams } from '../local/mail-relay.mjs';"],
    ['scripts/local/planted.mjs', "import { firebaseConfig } from '../build/hosting.mjs';"],
    ['scripts/local/planted.mjs', "import { localProjectId } from '../../services/localBackend.mjs';"],
    ['tests/support/planted.mjs', "import { serve } from '../../scripts/local/serve.mjs';"],
    ['services/planted.test.ts', "import { loadRules } from '../scripts/local/firestore-rules.mjs';"],
  ])('%s: %s is allowed', async (filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});
