import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { BodyTooLarge, parseCookies, requestBody } from './requests.mjs';

/** A request whose body arrives in the given chunks, as Node's server streams it. */
const streamed = (...chunks: string[]) =>
  Object.assign(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), {
    headers: {},
  }) as unknown as IncomingMessage;
/** A request whose body the Functions Framework has already read. */
const preread = (body: string) => Object.assign(streamed(), { rawBody: Buffer.from(body) });

it('a request body, as both editor hosts read it: joins the streamed chunks, bytes unchanged', async () => {
  expect((await requestBody(streamed('{"a":', '"€"}'))).toString('utf8')).toBe('{"a":"€"}');
});

it('a request body, as both editor hosts read it: takes the body the Functions Framework has already read', async () => {
  expect((await requestBody(preread('read before'), 100)).toString()).toBe('read before');
});

it('a request body, as both editor hosts read it: refuses a body over the limit, streamed or already read, and accepts one at it', async () => {
  await expect(requestBody(streamed('12345', '6'), 5)).rejects.toBeInstanceOf(BodyTooLarge);
  await expect(requestBody(preread('123456'), 5)).rejects.toBeInstanceOf(BodyTooLarge);
  expect((await requestBody(streamed('123', '45'), 5)).toString()).toBe('12345');
});

it('the cookies of a request: reads each name and its decoded value', () => {
  expect([...parseCookies('__session=a%2Bb%3D%3D; marker=1;theme= dark ')]).toEqual([
    ['__session', 'a+b=='],
    ['marker', '1'],
    ['theme', 'dark'],
  ]);
});

it('the cookies of a request: keeps a value that does not decode as it came, and skips a part without a name', () => {
  const cookies = parseCookies('bad=%zz; =orphan; flag');
  expect(cookies.get('bad')).toBe('%zz');
  expect([...cookies.keys()]).toEqual(['bad']);
});

it('the cookies of a request: has nothing for no header', () => {
  for (const header of [undefined, '']) expect(parseCookies(header).size).toBe(0);
});
