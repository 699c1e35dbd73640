import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@wharf/engine';
import { startTestApp, type TestApp } from '../support/testApp';
import { runCli } from './runCli';

const examplePath = resolve(import.meta.dirname, '..', '..', '..', 'examples', 'customs-declaration.app.json');

let app: TestApp;
let work: string;
beforeAll(async () => {
  app = await startTestApp();
  work = await mkdtemp(join(tmpdir(), 'wharf-app-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await app.close();
});

describe('wharf-app split and pack', () => {
  it('splits the customs example into one file per entity and packs it back to its canonical text', async () => {
    const folder = join(work, 'customs');
    const split = await runCli(['split', examplePath, '--dir', folder]);
    expect(split).toMatchObject({ code: 0 });
    expect((await readdir(join(folder, 'tables'))).sort()).toEqual(['dec_head.json', 'dec_list.json']);
    expect(await readdir(join(folder, 'importTasks'))).toEqual(['dec_import.json']);

    const packed = join(work, 'packed.app.json');
    expect(await runCli(['pack', folder, '--out', packed])).toMatchObject({ code: 0 });
    expect(await readFile(packed, 'utf8')).toBe(canonicalJson(JSON.parse(await readFile(examplePath, 'utf8'))));
  });

  it('drops the file of an entity the package no longer has when a folder is written again', async () => {
    const folder = join(work, 'refreshed');
    expect((await runCli(['split', examplePath, '--dir', folder])).code).toBe(0);
    await writeFile(join(folder, 'README.md'), 'kept');
    const smaller = JSON.parse(await readFile(examplePath, 'utf8')) as { definitions: Array<{ kind: string }> };
    smaller.definitions = smaller.definitions.filter((definition) => definition.kind !== 'importTask');
    const smallerPath = join(work, 'smaller.app.json');
    await writeFile(smallerPath, JSON.stringify(smaller));
    expect((await runCli(['split', smallerPath, '--dir', folder])).code).toBe(0);
    expect(await readdir(folder)).not.toContain('importTasks');
    expect(await readFile(join(folder, 'README.md'), 'utf8')).toBe('kept');
  });

  it('refuses a folder with a bad file with exit 3, naming the file', async () => {
    const folder = join(work, 'broken');
    expect((await runCli(['split', examplePath, '--dir', folder])).code).toBe(0);
    await writeFile(join(folder, 'forms', 'dec_form.json'), '{ "formCode": ');
    const packed = await runCli(['pack', folder, '--out', join(work, 'never.app.json')]);
    expect(packed.code).toBe(3);
    expect(packed.stderr).toContain('forms/dec_form.json: forms/dec_form.json is not valid JSON');
    // A plan of that folder is refused the same way before anything is sent.
    const planned = await runCli(['plan', '--package', folder], { WHARF_SERVER: app.url, WHARF_TOKEN: 'unused' });
    expect(planned.code).toBe(3);
  });

  it('refuses a file that is not JSON with exit 3', async () => {
    const notJson = join(work, 'not.app.json');
    await writeFile(notJson, 'definitions: []');
    const planned = await runCli(['plan', '--package', notJson], { WHARF_SERVER: app.url, WHARF_TOKEN: 'unused' });
    expect(planned.code).toBe(3);
    expect(planned.stderr).toContain('is not a JSON package');
  });
});

describe('wharf-app against a server', () => {
  it('ends with exit 1 for a wrong token, with the server\'s refusal', async () => {
    const run = await runCli(['installed'], { WHARF_SERVER: app.url, WHARF_TOKEN: 'not-a-session' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The server refused (401');
  });

  it('ends with exit 1 without a server or a token, and when the server cannot be reached', async () => {
    expect((await runCli(['installed'], { WHARF_TOKEN: 't' }))).toMatchObject({ code: 1, stderr: expect.stringContaining('--server') });
    expect((await runCli(['installed'], { WHARF_SERVER: app.url }))).toMatchObject({ code: 1, stderr: expect.stringContaining('--token') });
    expect((await runCli(['installed', '--server', 'http://127.0.0.1:9', '--token', 't']))).toMatchObject({ code: 1, stderr: expect.stringContaining('Cannot reach') });
  });

  it('ends with exit 1 for a usage mistake and 0 for help', async () => {
    expect((await runCli(['export'])).code).toBe(1);
    expect((await runCli(['apply', '--package', examplePath, '--resolve', 'form:f:/x=mine'], { WHARF_SERVER: app.url, WHARF_TOKEN: 't' })).code).toBe(1);
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('rollback');
  });

  it('runs as the npm script app of the server package', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'app', '-w', '@wharf/server', '--', 'split', '--help'], { cwd: resolve(import.meta.dirname, '..', '..', '..') });
    expect(stdout).toContain('Usage: wharf-app split [options] <file>');
  });
});
