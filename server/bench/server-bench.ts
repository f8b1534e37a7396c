import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createMailRenderer } from '../mail/renderer';
import { png } from '../test-support/requests';
import { rssSampler, startFloor, startServer, type BenchProcess } from './server-process';

/**
 * `npm run bench:server`: the real server on loopback (PGlite in a temp DATA_DIR, or DATABASE_URL),
 * autocannon at 50 connections on option lists, JSON submissions and 1 MB image submissions, then
 * one 700 MB upload streamed through, with the server's peak resident memory for each. Option lists and
 * JSON submissions run beside their floors (floor-server.ts) in the same run, as a ratio to them: option lists to a bare
 * Fastify and to one sending the same headers, JSON answers to a bare INSERT and to the server's own statements.
 */
const ADMIN = randomBytes(24).toString('base64url');
const auth = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const loadAtStart = os.loadavg()[0]!.toFixed(2);
const dataDir = mkdtempSync(join(os.tmpdir(), 'sac-bench-'));

const env = { DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, CAPTCHA_PROVIDER: 'off', RATE_LIMIT_POST_MAX: '1000000000' };
// The first start creates the database (PGlite's initdb is a one-off peak); measure a normal start.
await (await startServer(env)).stop();
const server = await startServer(env);
const serverSampler = rssSampler(server.child.pid!);
let sampler = serverSampler;

async function put(path: string, body: unknown) {
  const response = await fetch(`${server.url}/api/v1${path}`, { method: 'PUT', headers: auth, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}
const settings = (await (await fetch(`${server.url}/api/v1/settings`)).json()) as { data: Record<string, unknown> };
await put('/settings', {
  ...settings.data,
  bootcamp: { openBootcampDate: '2020-01-01T00:00:00Z', closedBootcampDate: '2100-01-01T00:00:00Z' },
});
const oneField = (name: string, type: string, validation: object) => ({
  title: name,
  steps: [{ title: 'Only', fields: [{ name: 'upload', label: 'Upload', type, validation }] }],
});
await put('/form-steps/bench-photo', oneField('bench-photo', 'image', { required: true }));
await put('/form-steps/bench-file', oneField('bench-file', 'file', { required: true }));
const textField = (name: string, type: string) => ({ name, label: name, type, validation: { required: true } });
const benchJsonFields = [textField('name', 'text'), textField('email', 'email'), textField('phone_number', 'text')];
await put('/form-steps/bench-json', { title: 'bench-json', steps: [{ title: 'Only', fields: benchJsonFields }] });

interface Line {
  scenario: string;
  rps: string;
  p99: string;
  non2xx: string;
  peakMb: string;
  /** For a product line with a floor: its requests per second over the floor's, measured in the same run. */
  ofFloor?: string;
  /** For the option list: the same over a floor sending the same headers too. */
  ofSameBytes?: string;
  /** For JSON answers: the same over a floor running the server's statements for one (floor-statements.ts). */
  ofSameStatements?: string;
  /** For two instances: their summed requests per second over one instance's. */
  ofOne?: string;
}
const lines: Line[] = [];

async function load(scenario: string, options: Parameters<typeof autocannon>[0]): Promise<Line> {
  sampler.reset();
  const result = await autocannon({ connections: 50, duration: DURATION, ...options });
  const line = {
    scenario,
    rps: result.requests.average.toFixed(0),
    p99: `${result.latency.p99} ms`,
    non2xx: String(result.non2xx + result.errors),
    peakMb: sampler.peak().toFixed(0),
  };
  lines.push(line);
  return line;
}

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const floorDir = mkdtempSync(join(os.tmpdir(), 'sac-bench-floor-'));
const optionList = await fetch(`${server.url}/api/v1/challenges`);
writeFileSync(join(floorDir, 'options.json'), await optionList.text());
// Headers of the connection and the body are Node's own; the rest the floor sends as constants.
const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);
const ownHeaders = Object.fromEntries([...optionList.headers].filter(([name]) => !perConnection.has(name)));
writeFileSync(join(floorDir, 'headers.json'), JSON.stringify(ownHeaders));
// The e-mail a JSON answer puts in the outbox, with the server's renderer and the form's title: the floor stores the same bytes.
const received = await (
  await createMailRenderer()
).render('received', {
  name: 'Bench Applicant',
  applicationLabel: 'bench-json',
  statusLink: `${server.url}/application/TOKEN`,
  leader: true,
});
writeFileSync(join(floorDir, 'mail.json'), JSON.stringify({ subject: received.subject, text: received.text, html: received.html }));
const floor: BenchProcess = await startFloor({
  FLOOR_OPTIONS_FILE: join(floorDir, 'options.json'),
  FLOOR_HEADERS_FILE: join(floorDir, 'headers.json'),
  FLOOR_MAIL_FILE: join(floorDir, 'mail.json'),
  FLOOR_DATA_DIR: floorDir,
});
const floorSampler = rssSampler(floor.child.pid!);

/** The floor first, then the product, one at a time on the same cores; the product's line gets the ratio. */
type LoadOptions = Parameters<typeof autocannon>[0];
async function beside(floorScenario: string, floorOptions: LoadOptions, scenario: string, options: LoadOptions) {
  sampler = floorSampler;
  const bare = await load(floorScenario, floorOptions);
  bare.peakMb = '-'; // the floor's memory says nothing about the product
  sampler = serverSampler;
  const real = await load(scenario, options);
  real.ofFloor = `${(Number(real.rps) / Number(bare.rps)).toFixed(2)}x`;
  return real;
}

// The same bytes on the wire (security headers too): what is left is the server's own work per request.
sampler = floorSampler;
const sameBytes = await load('floor: bare Fastify, same JSON and headers', { url: `${floor.url}/floor/options-same-headers` });
sameBytes.peakMb = '-';
const oneOptions = await beside(
  'floor: bare Fastify, same option-list JSON',
  { url: `${floor.url}/floor/options` },
  'GET /challenges (option list)',
  { url: `${server.url}/api/v1/challenges` },
);
oneOptions.ofSameBytes = `${(Number(oneOptions.rps) / Number(sameBytes.rps)).toFixed(2)}x`;

/** JSON answers to a published three-field form, a different e-mail each (across scenarios too). */
let answered = 0;
function answers(url: string): Parameters<typeof autocannon>[0] {
  const setupRequest = (req: object) => {
    answered += 1;
    const n = answered;
    const body = { form_id: 'bench-json', name: 'Bench Applicant', email: `bench${n}@example.com`, phone_number: '01012345678' };
    return { ...req, body: JSON.stringify(body) };
  };
  return { url, method: 'POST', headers: { 'content-type': 'application/json' }, requests: [{ setupRequest }] };
}

sampler = floorSampler;
const sameStatements = await load(
  `floor: the server's statements through ${driver} (one transaction)`,
  answers(`${floor.url}/floor/same-statements`),
);
sameStatements.peakMb = '-';
const oneJson = await beside(
  `floor: bare parameterised INSERT through ${driver} (same JSON body)`,
  answers(`${floor.url}/floor/insert`),
  'POST /form-response-items (JSON, opens an application)',
  answers(`${server.url}/api/v1/form-response-items`),
);
oneJson.ofSameStatements = `${(Number(oneJson.rps) / Number(sameStatements.rps)).toFixed(2)}x`;
floorSampler.stop();
await floor.stop();
rmSync(floorDir, { recursive: true, force: true });

/** Two instances on the same PostgreSQL, 25 connections each at once, against one instance's 50. */
async function twoInstances(scenario: string, one: Line, options: (url: string) => Parameters<typeof autocannon>[0]) {
  const both = [server, second!].map((instance) => autocannon({ ...options(instance.url), connections: 25, duration: DURATION }));
  const results = await Promise.all(both);
  const rps = results.reduce((sum, result) => sum + result.requests.average, 0);
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  const ofOne = `${(rps / Number(one.rps)).toFixed(2)}x`;
  lines.push({ scenario, rps: rps.toFixed(0), p99: `${p99} ms`, non2xx: String(failed), peakMb: '-', ofOne });
}

// PGlite belongs to one process: two instances need PostgreSQL.
const secondDir = mkdtempSync(join(os.tmpdir(), 'sac-bench-second-'));
const second = process.env.DATABASE_URL ? await startServer({ ...env, DATA_DIR: secondDir }) : undefined;
if (second) {
  await twoInstances('two instances: GET /challenges (2 x 25 connections)', oneOptions, (url) => ({ url: `${url}/api/v1/challenges` }));
  const json = (url: string) => answers(`${url}/api/v1/form-response-items`);
  await twoInstances('two instances: POST /form-response-items (JSON, 2 x 25 connections)', oneJson, json);
  await second.stop();
}
rmSync(secondDir, { recursive: true, force: true });

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
lines.push({
  scenario: `one 700 MB file upload (HTTP ${upload.status}, ${upload.seconds.toFixed(1)} s)`,
  rps: '-',
  p99: '-',
  non2xx: upload.status === 201 ? '0' : '1',
  peakMb: `${sampler.peak().toFixed(0)} (+${(sampler.peak() - before).toFixed(0)})`,
});

serverSampler.stop();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const cpus = os.cpus();
const loadAtEnd = os.loadavg()[0]!.toFixed(2);
const machine = `${cpus[0]?.model ?? 'CPU'} x${cpus.length}, load average ${loadAtStart} at the start, ${loadAtEnd} at the end`;
console.log(`Server bench: ${machine}, Node ${process.version}, ${driver}, 50 connections, ${DURATION} s each`);
console.table(lines);
// `npm run bench` folds these lines into the product's table.
if (process.env.BENCH_RESULTS_FILE) writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(lines));
