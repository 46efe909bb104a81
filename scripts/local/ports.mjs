// @ts-check
import { createServer } from 'node:net';

/**
 * A TCP port that is free on 127.0.0.1 right now: `preferred` when it is free, else any.
 * @param {number} [preferred]
 * @returns {Promise<number>}
 */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => (preferred ? freePort().then(resolve, reject) : reject(error)));
    server.listen(preferred, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
