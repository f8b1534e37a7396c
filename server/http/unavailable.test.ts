import { describe, expect, it } from 'vitest';
import { isUnavailable } from './unavailable';

const failure = (message: string, more: Record<string, unknown> = {}) => Object.assign(new Error(message), more);
// Drizzle wraps the driver's error in a DrizzleQueryError with the query and its parameters.
const wrapped = (cause: Error) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { name: 'DrizzleQueryError', query: 'select 1', params: [], cause });

describe('isUnavailable', () => {
  it.each([
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' })],
    ['a reset connection', failure('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' })],
    [
      'both addresses of localhost refusing',
      new AggregateError([failure('x', { code: 'ECONNREFUSED' }), failure('y', { code: 'ECONNREFUSED' })]),
    ],
    ['an administrator shutdown (57P01)', wrapped(failure('terminating connection due to administrator command', { code: '57P01' }))],
    ['a server starting up (57P03)', failure('the database system is starting up', { code: '57P03' })],
    ['too many connections (53300)', failure('sorry, too many clients already', { code: '53300' })],
    ['a lost connection', wrapped(failure('Connection terminated unexpectedly'))],
    ['a connection timeout', failure('Connection terminated due to connection timeout')],
    ['a pool timeout', failure('timeout exceeded when trying to connect')],
    ['a broken pooled client', failure('Client has encountered a connection error and is not queryable')],
    ['a closed pool', failure('Cannot use a pool after calling end on the pool')],
    ['a closed PGlite', wrapped(failure('PGlite is closed'))],
    ['an aborted PGlite', failure('Aborted(). Build with -sASSERTIONS for more info.')],
    ['a full disk', failure('ENOSPC: no space left on device, write', { code: 'ENOSPC', syscall: 'write' })],
    ['a failing disk', failure('EIO: i/o error, rename', { code: 'EIO', syscall: 'rename' })],
  ])('recognises %s', (_name, error) => {
    expect(isUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(failure('duplicate key value violates unique constraint', { code: '23505' }))],
    ['bad input to a query', wrapped(failure('invalid input syntax for type integer', { code: '22P02' }))],
    ['a protocol violation (the query, not the server)', failure('bind message supplies 1 parameters', { code: '08P01' })],
    ['a storage code without a system call (not from the disk)', failure('ENOSPC', { code: 'ENOSPC' })],
    ['a missing file', failure('ENOENT: no such file', { code: 'ENOENT', syscall: 'stat' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'Connection terminated'],
    [
      'an endless cause chain',
      (() => {
        const loop: { cause?: unknown } = {};
        loop.cause = loop;
        return loop;
      })(),
    ],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isUnavailable(error)).toBe(false);
  });
});
