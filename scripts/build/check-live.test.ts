/**
 * The hourly live-site check (scripts/build/check-live.mjs) against a stand-in site on this
 * machine, healthy and then broken in each way it looks for; and the scheduled workflow's report
 * step, the one keeper of its GitHub issue, run as GitHub runs it against a stand-in `gh`: one
 * issue opened, then commented on, then closed when the site passes.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Feed } from 'feed';
import { load as parse } from 'js-yaml';
import { newsFeed } from '../../domain/routes';
import { runWithStandInGh } from '../../tests/ci/standInGh';
import type { Workflow } from '../../tests/ci/workflowPolicy';
import { appCheckProblems, checkLive, feedProblems, newsFeedPath } from './check-live.mjs';
import { securityHeaders } from './hosting.mjs';

const atom = () => {
  const feed = new Feed({ title: 'News', id: 'https://www.example.com/', copyright: 'Nexoform' });
  feed.addItem({ title: 'One', id: 'https://www.example.com/a', link: 'https://www.example.com/a', date: new Date() });
  return feed.atom1();
};

let site: { status: Record<string, number>; dropHeader?: string; feed: string };
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    const headers = Object.fromEntries(Object.entries(securityHeaders()).filter(([name]) => name !== site.dropHeader));
    response.writeHead(site.status[path] ?? 200, headers);
    if (path === '/sitemap.xml')
      response.end(
        '<urlset><url><loc>https://www.nexoform.example/</loc></url><url><loc>https://www.nexoform.example/xyz</loc></url></urlset>',
      );
    else response.end(path === newsFeedPath ? site.feed : '<!doctype html><title>ok</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  site = { status: {}, feed: atom() };
});

describe('the live-site check', () => {
  it('passes a site whose every sitemap address answers 200 with the security headers and whose feed parses', async () => {
    expect(newsFeedPath).toBe(newsFeed.path);
    expect(await checkLive(origin)).toEqual([]);
  });

  it('names each broken address, missing header and unreadable feed', async () => {
    site.status['/xyz'] = 404;
    site.dropHeader = 'Strict-Transport-Security';
    site.feed = '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title></entry></feed>';
    expect(await checkLive(origin)).toEqual([
      '/: no Strict-Transport-Security header',
      '/xyz: answered 404',
      '/xyz: no Strict-Transport-Security header',
      `${newsFeedPath}: feed entry 1 has no valid id, link, updated`,
    ]);
    expect(feedProblems('<html>not a feed</html>')).toEqual(['the feed is not an Atom <feed>']);
  });

  it('fails at once when the sitemap is missing, and when the site is unreachable', async () => {
    site.status['/sitemap.xml'] = 500;
    expect(await checkLive(origin)).toEqual(['/sitemap.xml: answered 500']);
    // The bare domain, which redirects to www, is named as the wrong address to check.
    const redirecting = (async () =>
      Response.redirect('https://www.nexoform.example/sitemap.xml', 301)) as typeof fetch;
    expect(await checkLive('https://nexoform.example', redirecting)).toEqual([
      expect.stringMatching(
        /^\/sitemap\.xml: answered 301 to https:\/\/www\.nexoform\.example\/sitemap\.xml: check the address that answers 200/,
      ),
    ]);
    expect((await checkLive('http://127.0.0.1:9'))[0]).toMatch(/^\/sitemap\.xml: TypeError/);
  });
});

describe("App Check's enforcement, probed without credentials (against a stand-in Firestore)", () => {
  /** Firestore as a stand-in: what it answers a create in a collection the rules close. */
  const firestore = (status: number, message: string, seen: string[] = []) =>
    (async (url: string | URL, init?: RequestInit) => {
      seen.push(`${init?.method} ${String(url)} ${new Headers(init?.headers).get('authorization')}`);
      return Response.json(status === 200 ? {} : { error: { code: status, message } }, { status });
    }) as typeof fetch;

  it.each([
    [401, 'Firebase App Check token is invalid.', []],
    [403, 'Missing or insufficient permissions.', [expect.stringMatching(/^App Check is not enforced on Firestore/)]],
    [200, '', [expect.stringMatching(/accepted a write the rules should refuse/)]],
  ])('a %i answer (%s) gives %j', async (status, message, expected) => {
    const seen: string[] = [];
    const fetcher = firestore(status, message, seen);
    expect(await appCheckProblems({ project: 'nexoform-live', apiKey: 'key', fetcher })).toEqual(expected);
    expect(seen).toEqual([
      'POST https://firestore.googleapis.com/v1/projects/nexoform-live/databases/(default)/documents/app-check-probe?key=key null',
    ]);
  });
});

describe('the issue the scheduled workflow keeps', () => {
  const { jobs } = parse(readFileSync('.github/workflows/scheduled.yml', 'utf8')) as Workflow;
  const [checkId, check] =
    Object.entries(jobs).find(([, job]) =>
      job.steps?.some((step) => step.run?.includes('scripts/build/check-live.mjs')),
    ) ?? [];
  const reporter = Object.values(jobs).find((job) => [job.needs].flat().includes(checkId));
  const title = 'The live site check fails';

  /** The report job's script, with the open issue of that title the stand-in `gh` lists, if any. */
  const report = (result: 'success' | 'failure', openIssue: string) =>
    runWithStandInGh(
      reporter!.steps![0]!.run!,
      { RESULT: result, REPORT: '✗ /xyz: answered 404', RUN_URL: 'https://github.com/owner/site/actions/runs/1' },
      [{ pattern: '^issue list', output: openIssue }],
    ).calls;

  it('checks with a read-only token; the job that keeps the issue may only write issues and runs no repository code (the hourly schedule: tests/ci/workflows.test.ts)', () => {
    expect([check?.permissions, reporter?.permissions]).toEqual([{ contents: 'read' }, { issues: 'write' }]);
    expect(reporter?.steps?.map((step) => step.uses)).toEqual([undefined]);
  });

  it('opens one issue on a failure, comments on it while it fails, and closes it once the site passes', () => {
    const list = expect.stringMatching(/^issue list --state open --search "The live site check fails" in:title/);
    expect(report('failure', '')).toEqual([
      list,
      expect.stringMatching(
        new RegExp(`^issue create --title ${title} --body The hourly check .*runs/1.*✗ /xyz: answered 404`, 's'),
      ),
    ]);
    expect(report('failure', '7')).toEqual([
      list,
      expect.stringMatching(/^issue comment 7 --body The hourly check .*✗ \/xyz: answered 404/s),
    ]);

    expect(report('success', '7').slice(1)).toEqual([
      'issue close 7 --comment The live site check passes again (https://github.com/owner/site/actions/runs/1).',
    ]);
    expect(report('success', '')).toHaveLength(1);
  });
});
