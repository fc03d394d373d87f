import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeCause, safeDatabaseUrl } from './startup-error.js';

describe('safeDatabaseUrl', () => {
  it('keeps user, host, port and database, drops the password and every option', () => {
    expect(safeDatabaseUrl('postgres://app:s3cret@db.internal:5432/gameassist?sslmode=require&password=x')).toBe(
      'postgres://app@db.internal:5432/gameassist',
    );
    expect(safeDatabaseUrl('not a url')).toBe('(unparseable DATABASE_URL)');
  });
});

describe('describeCause', () => {
  it('looks through a failed query to what failed, without its parameters', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new DrizzleQueryError('create schema if not exists "drizzle"', ['ana@exemplo.com'], refused);
    expect(describeCause(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('adds a code the message does not name, and spells out an empty AggregateError', () => {
    const missing = Object.assign(new Error('database "x" does not exist'), { code: '3D000' });
    expect(describeCause(missing)).toBe('database "x" does not exist (3D000)');
    const both = new AggregateError([
      Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]);
    expect(describeCause(both)).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('is one line, and a connection string in a message loses its password', () => {
    const text = describeCause(new Error('could not reach\npostgres://app:s3cret@db:5432/x\n  retrying'));
    expect(text).toBe('could not reach postgres://app@db:5432/x retrying');
  });
});
