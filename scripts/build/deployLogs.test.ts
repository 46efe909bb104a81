/**
 * What `npm run deploy` asks of Cloud Logging (scripts/build/deploy.mjs, `applyLogRetention`),
 * against a stand-in of its API that keeps the `_Default` sink and the bucket it routes to as the
 * API does (GET answers them, PATCH applies the fields its `updateMask` names).
 */
import { applyLogRetention, enquiryTextExclusion, inEu, logRetentionDays } from './deploy.mjs';

type Exclusion = { name: string; description?: string; filter: string; disabled?: boolean; createTime?: string };

const euBucket = '/locations/eu/buckets/default-eu';

function cloudLogging(initial: { retentionDays?: number; exclusions?: Exclusion[]; destination?: string }, refuse = 0) {
  const { retentionDays, exclusions, destination: bucketPath = euBucket } = initial;
  const destination = `logging.googleapis.com/projects/site-live${bucketPath}`;
  const state = { bucket: { retentionDays }, sink: { destination, exclusions } };
  const calls: string[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(url);
    const path = pathname.replace('/v2/projects/site-live', '');
    calls.push(`${init.method} ${path}${searchParams.size ? `?${searchParams}` : ''}`);
    expect(pathname.startsWith('/v2/projects/site-live/')).toBe(true);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    if (refuse) return new Response('{"error":{"status":"PERMISSION_DENIED"}}', { status: refuse });
    const target = ({ [bucketPath]: state.bucket, '/sinks/_Default': state.sink } as Record<string, object>)[path];
    if (!target) return new Response('{}', { status: 404 });
    if (init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      for (const field of (searchParams.get('updateMask') ?? '').split(','))
        Object.assign(target, { [field]: body[field] });
    }
    return Response.json(target);
  }) as typeof fetch;
  return { state, calls, fetcher };
}

const options = { project: 'site-live', token: 'token-1', instance: 'firestore-send-email' };
/** One deploy's log settings, against the stand-in API. */
const apply = (api: { fetcher: typeof fetch }) => applyLogRetention({ ...options, fetcher: api.fetcher });

describe('the log retention a deploy sets', () => {
  it('sets the retention and adds the exclusion, then finds nothing to change', async () => {
    const api = cloudLogging({ retentionDays: 3650 });
    expect(await apply(api)).toEqual([
      `the log bucket keeps ${logRetentionDays} days (was 3650)`,
      'the _Default sink excludes enquiry-text (added)',
    ]);
    expect(api.calls).toEqual([
      'GET /sinks/_Default',
      `GET ${euBucket}`,
      `PATCH ${euBucket}?updateMask=retentionDays`,
      'PATCH /sinks/_Default?updateMask=exclusions',
    ]);
    expect(api.state.bucket.retentionDays).toBe(30);
    expect(api.state.sink.exclusions).toEqual([enquiryTextExclusion('firestore-send-email')]);

    api.calls.length = 0;
    expect(await apply(api)).toEqual([]);
    expect(api.calls).toEqual(['GET /sinks/_Default', `GET ${euBucket}`]);
  });

  it('stops before changing anything while the logs go to a bucket outside the EU', async () => {
    for (const destination of ['/locations/global/buckets/_Default', '/locations/us-central1/buckets/logs']) {
      const api = cloudLogging({ retentionDays: 30, destination });
      await expect(apply(api)).rejects.toThrow(/not a log bucket in the EU/);
      expect(api.calls).toEqual(['GET /sinks/_Default']);
    }
    expect(['eu', 'europe-west1', 'europe-north2'].every(inEu)).toBe(true);
    expect(['global', 'us', 'asia-east1', 'europe'].some(inEu)).toBe(false);
  });

  it('keeps the other exclusions and puts back a changed or disabled one, once', async () => {
    const other = { name: 'health-checks', filter: 'httpRequest.requestUrl:"/healthz"', createTime: '2026-01-01' };
    const api = cloudLogging({
      retentionDays: 30,
      exclusions: [other, { ...enquiryTextExclusion('firestore-send-email'), disabled: true }],
    });
    expect(await apply(api)).toEqual(['the _Default sink excludes enquiry-text (updated)']);
    expect(api.state.sink.exclusions).toEqual([
      { name: 'health-checks', filter: other.filter, description: undefined, disabled: undefined },
      enquiryTextExclusion('firestore-send-email'),
    ]);
    expect(api.calls.filter((call) => call.startsWith('PATCH'))).toEqual([
      'PATCH /sinks/_Default?updateMask=exclusions',
    ]);
  });

  it("excludes only the extension's entries that carry the message, as 0.2.0 and 0.2.8 log it", () => {
    const { filter } = enquiryTextExclusion('firestore-send-email');
    expect(filter).toContain('resource.labels.function_name="ext-firestore-send-email-processQueue"');
    expect(filter).toContain('resource.labels.service_name="ext-firestore-send-email-processqueue"');
    expect(filter).toMatch(/\) AND \(jsonPayload\.msg:\* OR jsonPayload\.mailOptions:\*\)$/);
  });

  it('stops with the role the deploying account needs when Cloud Logging refuses', async () => {
    const api = cloudLogging({}, 403);
    await expect(apply(api)).rejects.toThrow(
      /Cloud Logging answered 403 to GET \/sinks\/_Default: .*roles\/logging\.configWriter/,
    );
  });
});
