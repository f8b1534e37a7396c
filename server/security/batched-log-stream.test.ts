import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedLogStream } from './batched-log-stream';

afterEach(() => {
  vi.useRealTimers();
});

describe('batchedLogStream', () => {
  it("writes a quiet server's lines together within 200 ms, in order", () => {
    vi.useFakeTimers();
    const chunks: string[] = [];
    const stream = batchedLogStream((chunk) => chunks.push(chunk));
    stream.write('{"n":1}\n');
    stream.write('{"n":2}\n');
    expect(chunks).toEqual([]); // one system call for both, not one each
    vi.advanceTimersByTime(199);
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(chunks).toEqual(['{"n":1}\n{"n":2}\n']);
    vi.advanceTimersByTime(1_000);
    expect(chunks).toHaveLength(1); // nothing waits, nothing more is written
  });

  it('writes at once when 16 KB wait, so a busy server holds little', () => {
    vi.useFakeTimers();
    const chunks: string[] = [];
    const stream = batchedLogStream((chunk) => chunks.push(chunk));
    const line = `${'x'.repeat(1023)}\n`;
    for (let index = 0; index < 16; index += 1) stream.write(line);
    expect(chunks).toEqual([line.repeat(16)]);
    stream.write('{"after":true}\n');
    stream.flush();
    expect(chunks[1]).toBe('{"after":true}\n');
  });
});
