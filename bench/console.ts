import os from 'node:os';
import type { Page } from 'playwright-core';
import { seedApplications } from '../server/bench/lifecycle-bench';
import { openDatabase } from '../server/db/client';
import { createTemplate, dropTemplate } from '../server/test-support/db-template';
import { launchBrowser } from '../tests/e2e/support/browser';
import { launchSite } from '../tests/e2e/support/site-process';
import type { ProductRow } from './table';

const SAMPLES = 15;
const EMAIL = 'bench.reviewer@example.org';
const PASSWORD = 'console-bench-password';
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

// Timed inside the page: from the click or key press to the frame where the new rows (or the next applicant) are drawn.
const NEXT_PAGE = `(async () => {
  const firstRow = () => document.querySelector('table tbody tr a')?.getAttribute('href');
  const before = firstRow();
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Next page');
  const started = performance.now();
  button.click();
  while (firstRow() === before || document.querySelector('[aria-busy="true"]')) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - started;
})()`;

const NEXT_APPLICATION = `(async () => {
  const path = location.pathname;
  const name = () => document.querySelector('h1')?.textContent ?? '';
  const before = name();
  const started = performance.now();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
  while (location.pathname === path || name() === before || name().startsWith('Application ') || !document.getElementById('answers-title'))
    await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - started;
})()`;

async function timeIn(page: Page, script: string): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < SAMPLES + 2; run++) {
    const elapsed = (await page.evaluate(script)) as number;
    if (run >= 2) samples.push(elapsed); // the first two warm the route's code and the server's caches
  }
  return samples;
}

/**
 * The console as a reviewer uses it on 10,000 bootcamp applications: the production build served by
 * scripts/start.mjs on PGlite, Debian's Chromium; a page of the table, then the next applicant.
 */
export async function runConsoleBench(): Promise<ProductRow[]> {
  const template = await createTemplate();
  if (template.kind !== 'pglite') throw new Error('The console bench runs on a temporary PGlite');
  const database = await openDatabase({ dataDir: template.dataDir });
  await seedApplications(database);
  await database.close();
  const site = await launchSite({ LOG_LEVEL: 'warn' }, template.dataDir);
  const browser = await launchBrowser();
  try {
    const created = await fetch(`${site.url}/api/v1/admin/organisers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${site.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, role: 'reviewer', password: PASSWORD }),
    });
    if (created.status !== 201) throw new Error(`POST /admin/organisers answered ${created.status}`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/admin/applications/bootcamp?status=accepted`);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('table').getByRole('link').first().waitFor();
    const pages = await timeIn(page, NEXT_PAGE);

    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('region', { name: 'Answers' }).waitFor();
    const details = await timeIn(page, NEXT_APPLICATION);
    const area = 'console (Chromium, PGlite, 10,000 applications)';
    const row = (measure: string, samples: number[], target: number): ProductRow => ({
      area,
      measure,
      value: `${median(samples).toFixed(0)} ms (p95 ${p95(samples).toFixed(0)} ms; load ${load()})`,
      target: `< ${target} ms`,
      met: median(samples) < target,
    });
    return [
      row(`applications table, accepted: Next page → 50 new rows drawn (median of ${SAMPLES})`, pages, 200),
      row(`application in full: j → the next applicant's answers drawn (median of ${SAMPLES})`, details, 100),
    ];
  } finally {
    await browser.close();
    await site.stop();
    await dropTemplate(template);
  }
}
