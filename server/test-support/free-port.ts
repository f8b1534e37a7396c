import { once } from 'node:events';
import { createServer } from 'node:net';

/** A loopback port nobody listens on now (the OS picks it), for a server a test or a bench starts. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('Could not read a free port.');
  return address.port;
}
