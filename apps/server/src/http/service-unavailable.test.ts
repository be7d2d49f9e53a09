import { describe, expect, it } from 'vitest';
import { isConnectionError } from './error-handler';

/** A driver error as drizzle hands it on: wrapped, with the driver's error as its cause. */
function wrapped(cause: Error & { code?: string }): Error {
  return new Error('Failed query: select 1\nparams: ', { cause });
}
const withCode = (code: string) => Object.assign(new Error('driver error'), { code });

describe('a failure to reach the database', () => {
  it.each([
    ['a database refusing connections', '55000'],
    ['an administrator shutdown', '57P01'],
    ['a crash shutdown', '57P02'],
    ['a server starting up', '57P03'],
    ['too many connections', '53300'],
    ['a connection failure', '08006'],
    ['a connection refused before it was made', '08001'],
    ['a lost connection', '08003'],
    ['a refused TCP connection', 'ECONNREFUSED'],
    ['an unknown host', 'ENOTFOUND'],
    ['an unreachable host', 'EHOSTUNREACH'],
  ])('is recognised: %s (%s)', (_, code) => {
    expect(isConnectionError(wrapped(withCode(code)))).toBe(true);
  });

  it('is recognised among the attempts of an AggregateError (every address refused)', () => {
    const attempts = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(isConnectionError(wrapped(attempts))).toBe(true);
  });

  it.each([
    ['a unique violation', '23505'],
    ['a syntax error', '42601'],
    ['a check violation', '23514'],
  ])('is not confused with %s (%s)', (_, code) => {
    expect(isConnectionError(wrapped(withCode(code)))).toBe(false);
  });
});
