import { expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

it('downloads once for every caller, keeps what arrived, and tries a failed download again', async () => {
  const download = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
  const code = loadOnce(download);
  expect(code.loaded()).toBeUndefined();
  await expect(code.load()).rejects.toThrow('offline');
  const [first, second] = [code.load(), code.load()];
  expect(await first).toBe('module');
  expect(await second).toBe('module');
  expect(download).toHaveBeenCalledTimes(2); // the failure, then one download for both callers
  expect(code.loaded()).toBe('module');
});
