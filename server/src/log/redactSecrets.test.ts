import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../start';
import { redactText } from './redactSecrets';

describe('secrets in log lines', () => {
  it('redacts a role statement\'s password and a connection string\'s password', () => {
    expect(redactText(`alter role "wharf_app" login password 'se''cret' - permission denied`)).toBe(`alter role "wharf_app" login password '[redacted]' - permission denied`);
    expect(redactText('connect postgres://owner:p%40ss@db.example:5432/wharf failed')).toBe('connect postgres://owner:[redacted]@db.example:5432/wharf failed');
    expect(redactText('no secret here: http://db.example/x')).toBe('no secret here: http://db.example/x');
  });

  it('the process logger writes neither, in messages, fields or errors', () => {
    let written = '';
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { written += chunk.toString(); done(); } });
    const log = createLogger(sink);
    const error = Object.assign(new Error(`create role "x" password 'Leak-1' - permission denied`), { code: '42501', detail: 'postgres://u:Leak-2@h/db' });
    log.fatal({ err: error, url: 'postgres://u:Leak-3@h/db' }, 'could not start');
    log.warn(`statement: alter role x password 'Leak-4'`);
    // graphile-worker logs a pg client's error with the client itself, connection parameters and all.
    log.error({ worker: { error: { client: { connectionParameters: { user: 'postgres', password: 'Leak-5' } } } } }, 'PostgreSQL active client generated error');
    expect(written).toContain('could not start');
    expect(written).toContain('42501');
    for (const secret of ['Leak-1', 'Leak-2', 'Leak-3', 'Leak-4', 'Leak-5']) expect(written).not.toContain(secret);
  });
});
