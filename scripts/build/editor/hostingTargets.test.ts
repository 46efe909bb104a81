import { editorContentSecurityPolicy } from '../../../hosting/policy.mjs';
import { firebaseConfig, firebaseJson, functionsRegion, hostingSites } from '../hosting.mjs';
import { editorOutDir } from './vite.config';

const inlineHashes = { 'style-src': ["'sha256-style'"], 'script-src': ["'sha256-script'"] };

describe('the deploy targets in firebase.json', () => {
  const json = firebaseJson(inlineHashes);
  const [site, editor] = json.hosting;

  it('deploys the public site exactly as the local server serves it', () => {
    expect(site).toEqual({ target: 'site', ...firebaseConfig(inlineHashes).hosting });
  });

  it("keeps the editor on its own site, from its own build, never in the public site's", () => {
    expect(editor?.target).toBe('editor');
    expect(editor?.public).toBe('dist/editor');
    expect(editorOutDir.replaceAll('\\', '/')).toMatch(/\/dist\/editor$/);
    expect(site?.public).toBe('dist/client');
    expect(JSON.stringify(site)).not.toMatch(/keystatic|editor/);
  });

  it("sends the editor's page and Keystatic's API to the editor function, in the functions' region", () => {
    const rewrites = editor && 'rewrites' in editor ? editor.rewrites : [];
    expect(rewrites.map((rewrite) => rewrite.source)).toEqual([
      '/api/keystatic/**',
      '/api/github/**',
      '/keystatic',
      '/keystatic/**',
    ]);
    for (const rewrite of rewrites) expect(rewrite.function).toEqual({ functionId: 'editor', region: functionsRegion });
    // The page template is filled in by the function, never served as a file.
    expect(editor && 'ignore' in editor ? editor.ignore : []).toContain('**/*.html');
  });

  it("sends the editor's strict policy with every file of its site: scripts from its own origin only", () => {
    const headers = editor && 'headers' in editor ? editor.headers : [];
    const all = headers.find((rule) => 'source' in rule && rule.source === '**')?.headers ?? [];
    const policy = all.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(policy).toBe(editorContentSecurityPolicy());
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining(["script-src 'self'", "default-src 'none'", "object-src 'none'", "base-uri 'none'"]),
    );
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*(https?:|'unsafe-inline')/);
  });

  it('deploys the bundled functions, not their sources', () => {
    expect(json.functions).toEqual([expect.objectContaining({ source: 'functions', runtime: 'nodejs24' })]);
    expect(json.functions[0]?.ignore).toContain('src');
  });

  it("names each target's site after the project unless told otherwise", () => {
    expect(hostingSites('nexoform-live', {})).toEqual({ site: 'nexoform-live', editor: 'nexoform-live-editor' });
    const told = { FIREBASE_SITE: 'www-site', FIREBASE_EDITOR_SITE: 'cms' };
    expect(hostingSites('p', told)).toEqual({ site: 'www-site', editor: 'cms' });
  });
});
