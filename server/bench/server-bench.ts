import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { png } from '../test-support/requests';
import { rssSampler, startServer } from './server-process';

/**
 * `npm run bench:server`: the real server on loopback (PGlite in a temp DATA_DIR, or DATABASE_URL),
 * autocannon at 50 connections on option lists, JSON submissions and 1 MB image submissions, then
 * one 700 MB upload streamed through, with the server's peak resident memory for each.
 */
const ADMIN = randomBytes(24).toString('base64url');
const auth = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(os.tmpdir(), 'sac-bench-'));

const env = { DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, CAPTCHA_PROVIDER: 'off', RATE_LIMIT_POST_MAX: '1000000000' };
// The first start creates the database (PGlite's initdb is a one-off peak); measure a normal start.
await (await startServer(env)).stop();
const server = await startServer(env);
const sampler = rssSampler(server.child.pid!);

async function put(path: string, body: unknown) {
  const response = await fetch(`${server.url}/api/v1${path}`, { method: 'PUT', headers: auth, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}
const settings = (await (await fetch(`${server.url}/api/v1/settings`)).json()) as { data: Record<string, unknown> };
await put('/settings', { ...settings.data, bootcamp: { openBootcampDate: '2020-01-01T00:00:00Z', closedBootcampDate: '2100-01-01T00:00:00Z' } });
const oneField = (name: string, type: string, validation: object) => ({ title: name, steps: [{ title: 'Only', fields: [{ name: 'upload', label: 'Upload', type, validation }] }] });
await put('/form-steps/bench-photo', oneField('bench-photo', 'image', { required: true }));
await put('/form-steps/bench-file', oneField('bench-file', 'file', { required: true }));

interface Line {
  scenario: string;
  rps: string;
  p99: string;
  non2xx: string;
  peakMb: string;
}
const lines: Line[] = [];

async function load(scenario: string, options: Parameters<typeof autocannon>[0]) {
  sampler.reset();
  const result = await autocannon({ connections: 50, duration: DURATION, ...options });
  lines.push({
    scenario,
    rps: result.requests.average.toFixed(0),
    p99: `${result.latency.p99} ms`,
    non2xx: String(result.non2xx + result.errors),
    peakMb: sampler.peak().toFixed(0),
  });
}

await load('GET /challenges (option list)', { url: `${server.url}/api/v1/challenges` });

let n = 0;
await load('POST /bootcamp-confirmations (JSON, unique rows)', {
  url: `${server.url}/api/v1/bootcamp-confirmations`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (req) => {
        n += 1;
        const national = `3${String(n).padStart(13, '0')}`;
        return { ...req, body: JSON.stringify({ name: 'Bench Applicant', email: `bench${n}@example.com`, national, phone_number: '01012345678', slot_id: '1' }) };
      },
    },
  ],
});

const form = new FormData();
form.append('form_id', 'bench-photo');
form.append('upload', new Blob([png(4, 4, 1024 * 1024 - 200)], { type: 'image/png' }), 'photo.png');
const encoded = new Response(form);
const imageBody = Buffer.from(await encoded.arrayBuffer());
await load('POST /form-response-items (1 MB PNG, multipart)', {
  url: `${server.url}/api/v1/form-response-items`,
  method: 'POST',
  headers: { 'content-type': encoded.headers.get('content-type')! },
  body: imageBody,
  connections: 50,
});

/** Streams a 700 MB multipart upload without holding it: 1 MB chunks written as the socket drains. */
async function bigUpload(megabytes: number): Promise<{ status: number; seconds: number }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="form_id"\r\n\r\nbench-file\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="video.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = randomBytes(1024 * 1024);
  const length = head.length + megabytes * chunk.length + tail.length;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/api/v1/form-response-items`,
      { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, seconds: (performance.now() - started) / 1000 }));
      },
    );
    req.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < megabytes) {
        sent += 1;
        if (!req.write(chunk)) return req.once('drain', write);
      }
      req.end(tail);
    };
    req.write(head);
    write();
  });
}

sampler.reset();
const before = sampler.peak();
const upload = await bigUpload(700);
lines.push({ scenario: `one 700 MB file upload (HTTP ${upload.status}, ${upload.seconds.toFixed(1)} s)`, rps: '-', p99: '-', non2xx: upload.status === 201 ? '0' : '1', peakMb: `${sampler.peak().toFixed(0)} (+${(sampler.peak() - before).toFixed(0)})` });

sampler.stop();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const cpus = os.cpus();
console.log(`Server bench: ${cpus[0]?.model ?? 'CPU'} x${cpus.length}, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, 50 connections, ${DURATION} s each`);
console.table(lines);
// `npm run bench` folds these lines into the product's table.
if (process.env.BENCH_RESULTS_FILE) writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(lines));
