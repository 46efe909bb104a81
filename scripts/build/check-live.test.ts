// @vitest-environment node
/**
 * The hourly live-site check (scripts/build/check-live.mjs) against a stand-in site on this
 * machine, healthy and then broken in each way it looks for, and its GitHub issue against a
 * stand-in of GitHub's API: one issue opened, then commented on, then closed when the site passes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Feed } from 'feed';
import { load as parse } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { newsFeed } from '../../content/routes';
import { checkLive, feedProblems, issueTitle, newsFeedPath, reportIssue } from './check-live.mjs';
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
  it('checks the feed the site publishes', () => {
    expect(newsFeedPath).toBe(newsFeed.path);
  });

  it('passes a site whose every sitemap address answers 200 with the security headers and whose feed parses', async () => {
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
    expect((await checkLive('http://127.0.0.1:9'))[0]).toMatch(/^\/sitemap\.xml: TypeError/);
  });
});

describe('the issue it keeps', () => {
  /** A stand-in for GitHub's issues API: what was asked, and the open issues it holds. */
  function gitHub(openIssues: Array<{ number: number; title: string }>) {
    const calls: string[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      const path = url.replace('https://api.github.com/repos/owner/site', '');
      calls.push(`${init.method} ${path}${init.body ? ` ${JSON.parse(String(init.body)).title ?? ''}` : ''}`.trim());
      const body = path.startsWith('/issues?') ? openIssues : { number: 7 };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof fetch;
    return { calls, fetcher };
  }
  const options = { repository: 'owner/site', token: 't', origin: 'https://s.web.app' };

  it('opens one issue on a failure, comments on it while it fails, and closes it once the site passes', async () => {
    const first = gitHub([{ number: 3, title: 'Something else' }]);
    expect(await reportIssue({ ...options, problems: ['/: answered 500'], fetcher: first.fetcher })).toBe('opened #7');
    expect(first.calls).toEqual(['GET /issues?state=open&per_page=100', `POST /issues ${issueTitle}`]);

    const again = gitHub([{ number: 7, title: issueTitle }]);
    expect(await reportIssue({ ...options, problems: ['/: answered 500'], fetcher: again.fetcher })).toBe(
      'commented on #7',
    );
    expect(again.calls).toEqual(['GET /issues?state=open&per_page=100', 'POST /issues/7/comments']);

    const fixed = gitHub([{ number: 7, title: issueTitle }]);
    expect(await reportIssue({ ...options, problems: [], fetcher: fixed.fetcher })).toBe('closed #7');
    expect(fixed.calls).toEqual(['GET /issues?state=open&per_page=100', 'POST /issues/7/comments', 'PATCH /issues/7']);

    const quiet = gitHub([]);
    expect(await reportIssue({ ...options, problems: [], fetcher: quiet.fetcher })).toBe('nothing to report');
  });

  it('runs every hour from the scheduled workflow with a read-only token; the job that keeps the issue runs no repository code', () => {
    type Job = {
      needs?: string | string[];
      permissions?: Record<string, string>;
      steps?: Array<{ run?: string; uses?: string }>;
    };
    const { jobs } = parse(readFileSync('.github/workflows/scheduled.yml', 'utf8')) as { jobs: Record<string, Job> };
    const [checkId, check] =
      Object.entries(jobs).find(([, job]) =>
        job.steps?.some((step) => step.run?.includes('scripts/build/check-live.mjs')),
      ) ?? [];
    expect(check?.permissions).toEqual({ contents: 'read' });
    const reporter = Object.values(jobs).find((job) => [job.needs].flat().includes(checkId));
    expect(reporter?.permissions).toEqual({ issues: 'write' });
    expect(reporter?.steps?.every((step) => !step.uses)).toBe(true);
    expect(reporter?.steps?.map((step) => step.run ?? '').join('\n')).toContain(`title='${issueTitle}'`);
  });
});
