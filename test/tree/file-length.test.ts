// No source file runs past about 400 lines unless it says why at its top: a long file usually holds
// several things that want names of their own. The reason is a comment line starting "Long file:"
// (or, for the mutation lists, "Data, not logic:") among the file's first 15 lines.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

const LIMIT = 400;
const REASON = /^\s*\/\/\s*(Long file|Data, not logic):\s*\S/;
const GENERATED = /^protocol\/generated\//;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.mjs', '*.cjs'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  return listed.split('\n').filter((f) => f && !GENERATED.test(f) && !f.startsWith('node_modules/'));
}

export function unexplainedLongFiles(files: readonly { path: string; text: string }[]): string[] {
  return files
    .filter(({ text }) => text.split('\n').length > LIMIT + 1)
    .filter(
      ({ text }) =>
        !text
          .split('\n')
          .slice(0, 15)
          .some((line) => REASON.test(line)),
    )
    .map(({ path, text }) => `${path}: ${text.split('\n').length - 1} lines and no "Long file:" reason at its top`);
}

test('a file over 400 lines says why at its top', () => {
  const files = sourceFiles().map((path) => ({ path, text: readFileSync(join(PROJECT_ROOT, path), 'utf8') }));
  assert.ok(files.length > 100, `found only ${files.length} source files: is this a git checkout?`);
  assert.deepEqual(unexplainedLongFiles(files), []);
});

test('the check itself: a long file without a reason is named, one with a reason or a short one is not', () => {
  const long = 'x\n'.repeat(LIMIT + 5);
  assert.deepEqual(unexplainedLongFiles([{ path: 'a.ts', text: long }]), [`a.ts: ${LIMIT + 5} lines and no "Long file:" reason at its top`]);
  assert.deepEqual(unexplainedLongFiles([{ path: 'b.ts', text: `// header\n// Long file: one walker, one case per node kind.\n${long}` }]), []);
  assert.deepEqual(unexplainedLongFiles([{ path: 'c.ts', text: 'x\n'.repeat(LIMIT) }]), []);
});
