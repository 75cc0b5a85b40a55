// `riftcheck serve`: listens on loopback, answers, and closes cleanly on SIGTERM; bad flags are one-line errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

const BIN = resolve(PROJECT_ROOT, 'bin/riftcheck.mjs');

function start(args: string[]) {
  const child = spawn(process.execPath, [BIN, 'serve', ...args], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const url = new Promise<string>((resolveUrl, reject) => {
    child.stdout.on('data', () => {
      const m = /on (http:\/\/\S+)/.exec(out);
      if (m) resolveUrl(m[1]!);
    });
    void exited.then((code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
  url.catch(() => {}); // a test that expects the server to refuse never asks for its URL
  return { child, url, exited, output: () => ({ out, err }) };
}

test('serve binds loopback, answers, and exits 0 on SIGTERM after finishing requests in flight', { timeout: 60_000 }, async () => {
  const server = start(['--port', '0', '--max-games', '5']);
  const url = await server.url;
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal((await fetch(`${url}/capabilities`)).status, 200);
  // A request whose body is still arriving when the signal comes must still get its answer.
  const body = JSON.stringify({ text: 'Stun a unit at a battlefield.' });
  const answered = new Promise<number>((done, fail) => {
    const req = request(`${url}/rulings/targets`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.write(body.slice(0, 5));
    setTimeout(() => {
      server.child.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(5)), 300);
    }, 200);
  });
  assert.equal(await answered, 200);
  assert.equal(await server.exited, 0);
  assert.match(server.output().out, /SIGTERM, closed/);
  assert.doesNotMatch(server.output().err, /warning/, 'loopback is not warned about');
  await assert.rejects(fetch(`${url}/capabilities`));
});

test('serve warns on stderr, once, when it listens beyond loopback', { timeout: 60_000 }, async () => {
  const server = start(['--port', '0', '--host', '0.0.0.0']);
  await server.url;
  // The warning follows the address line; give it the moment it takes to arrive.
  for (let i = 0; i < 50 && !server.output().err.includes('\n'); i++) await new Promise((r) => setTimeout(r, 20));
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0);
  const warnings = server
    .output()
    .err.split('\n')
    .filter((line) => line.includes('warning'));
  assert.equal(warnings.length, 1, server.output().err);
  assert.match(warnings[0]!, /0\.0\.0\.0.*no authentication/);
});

test('npm start passes SIGTERM on to the server, which closes and frees its port', { timeout: 60_000 }, async () => {
  // npm runs the script through sh and signals sh; the server must not be left running under it.
  // In a process group of its own, so that whatever it leaves behind can be cleared away at the end.
  const npm = spawn('npm', ['start', '--silent', '--', '--port', '0'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  try {
    await stopsOnSigterm(npm);
  } finally {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // the group is gone: nothing was left behind
    }
  }
});

async function stopsOnSigterm(npm: ChildProcess): Promise<void> {
  let out = '';
  npm.stdout!.on('data', (d) => (out += d));
  npm.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((done) => npm.on('exit', () => done()));
  const url = await new Promise<string>((found, fail) => {
    npm.stdout!.on('data', () => {
      const m = /on (http:\/\/\S+)/.exec(out);
      if (m) found(m[1]!);
    });
    void exited.then(() => fail(new Error(`npm start exited: ${out}`)));
  });
  assert.equal((await fetch(`${url}/capabilities`)).status, 200);
  npm.kill('SIGTERM');
  await exited;
  let closed = false;
  for (let i = 0; i < 50 && !closed; i++) {
    closed = await fetch(`${url}/capabilities`).then(
      () => false,
      () => true,
    );
    if (!closed) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(closed, `${url} still answers after npm start was sent SIGTERM`);
}

test('serve rejects bad options with one line and exit status 2', { timeout: 60_000 }, async () => {
  for (const args of [['--port', 'eighty'], ['--data', '/nonexistent/riftbound'], ['--colour']]) {
    const server = start(args);
    assert.equal(await server.exited, 2, args.join(' '));
    const { err } = server.output();
    assert.match(err, /^riftcheck serve: [^\n]+\n$/, args.join(' '));
    assert.doesNotMatch(err, /\n\s+at /, 'no stack trace');
  }
});
