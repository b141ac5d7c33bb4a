import { describe, expect, it } from 'vitest';
import { databaseFailure } from '../../server/db/availability';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle hands a driver's error on: its own error, the driver's in `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('which failed queries say the database cannot be used', () => {
  it('a server that refuses, ended the connection or is shutting down is unreachable', () => {
    expect(databaseFailure(wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED')))).toBe(
      'unreachable',
    );
    const both = new AggregateError([
      withCode('v4', 'ECONNREFUSED'),
      withCode('v6', 'ECONNREFUSED'),
    ]);
    expect(databaseFailure(wrapped(both))).toBe('unreachable');
    expect(
      databaseFailure(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe('unreachable');
    expect(databaseFailure(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(databaseFailure(new Error('timeout exceeded when trying to connect'))).toBe(
      'unreachable',
    );
  });

  it('a full disk is full', () => {
    expect(
      databaseFailure(wrapped(withCode('could not extend file: No space left on device', '53100'))),
    ).toBe('full');
  });

  it('a wrong query, a constraint or a missing table is not the database’s failure', () => {
    expect(
      databaseFailure(wrapped(withCode('relation "x" does not exist', '42P01'))),
    ).toBeUndefined();
    expect(databaseFailure(wrapped(withCode('duplicate key', '23505')))).toBeUndefined();
    expect(databaseFailure(new Error('Something else'))).toBeUndefined();
    expect(databaseFailure('a string')).toBeUndefined();
  });
});
