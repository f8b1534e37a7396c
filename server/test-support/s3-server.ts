import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../storage/s3-storage';

const BUCKET = 'uploads';
const CREDENTIALS = 'S3RVER'; // s3rver's fixed key and secret

export interface S3Server {
  /** For S3Storage, as config.ts would parse S3_URL. */
  config: S3Config;
  /** S3_URL for a server process. */
  url: string;
  /** Stops answering (the port closes); the objects stay. */
  stop: () => Promise<void>;
  /** Answers again on the same port, with the same objects. */
  start: () => Promise<void>;
  /** Makes an object look last written `ms` ago (the sweeper's age). */
  backdate: (key: string, ms: number) => Promise<void>;
  /** Stops and removes the objects; safe to call twice. */
  close: () => Promise<void>;
}

/** An S3-compatible server (s3rver) on a free loopback port with one bucket, `uploads`, for one test file. No vitest here. */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'sac-s3-'));
  const serve = async (port: number) => {
    const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    return { server, port: (await server.run()).port };
  };
  let running: S3rver | undefined;
  const first = await serve(0);
  running = first.server;
  const { port } = first;
  const endpoint = `http://127.0.0.1:${port}`;

  const stop = async () => {
    const server = running;
    running = undefined;
    if (!server) return;
    const closed = server.close();
    // Pooled keep-alive connections would hold the port open.
    server.httpServer?.closeAllConnections();
    await closed;
  };
  return {
    config: {
      kind: 's3',
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: CREDENTIALS,
      secretAccessKey: CREDENTIALS,
      forcePathStyle: true,
    },
    url: `http://${CREDENTIALS}:${CREDENTIALS}@127.0.0.1:${port}/${BUCKET}`,
    stop,
    start: async () => {
      if (!running) running = (await serve(port)).server;
    },
    backdate: async (key, ms) => {
      const when = new Date(Date.now() - ms);
      await utimes(join(directory, BUCKET, `${key}._S3rver_object`), when, when);
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
