import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../server/mail/smtp-sink';
import { setWindows } from '../support/admin';
import { newApplicant, postApplication } from '../support/bootcamp';
import { mailTo, organiser } from '../support/lifecycle';
import { launchSite } from '../support/site-process';
import { startSite, type Site } from '../support/site';

let sink: SmtpSink;
const sites: Site[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(async () => {
  for (const site of sites) await site.stop();
  await sink?.close();
});

test('a server killed after storing an application sends its e-mail exactly once after the restart', async () => {
  // No SMTP_URL yet: the message can only wait in the outbox when the process dies.
  const first = await startSite();
  sites.push(first);
  await setWindows(first, { bootcamp: 'open', hackathon: 'open' });
  const applicant = newApplicant('crash');
  await postApplication(first.url, applicant);
  await first.crash();

  const second = await launchSite({ SMTP_URL: sink.url }, undefined, { dataDir: first.dataDir });
  sites.push(second);
  await mailTo(sink, applicant.email, /received your application/i);
  // Several polls of the worker later, still one message.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(sink.messages.filter((message) => message.to.includes(applicant.email))).toHaveLength(1);
  const outbox = await organiser<{ data: { to: string; status: string; attempts: number }[] }>(second, 'GET', '/admin/outbox');
  expect(outbox.data.filter((row) => row.to === applicant.email)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
});
