// `riftcheck run ... --json` in a child process, for commands and scripts that need several runs with
// different settings in one go (a fresh suite each: cucumber cannot load the same steps twice in one process).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../rules/data-dir.ts';

export interface ChildRun {
  /** The run's exit status: 0 nothing unexpected, 1 something unexpected, else the run's own error. */
  code: number;
  /** What `riftcheck run --json` printed, or null when it printed no JSON (the run failed to start or finish). */
  summary: {
    dir: string;
    totals: Record<string, number>;
    expectations: { unexpected: Array<{ scenario: string; actual: string }>; notApplicable?: number };
  } | null;
  /** The last lines of its stderr, when it said something there. */
  stderrTail: string;
}

export function runInChild(args: readonly string[], options: { env?: NodeJS.ProcessEnv; inheritStderr?: boolean } = {}): Promise<ChildRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin', 'riftcheck.mjs'), 'run', ...args, '--json'], {
      cwd: process.cwd(),
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', options.inheritStderr ? 'inherit' : 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      let summary: ChildRun['summary'];
      try {
        summary = JSON.parse(stdout) as ChildRun['summary'];
      } catch {
        summary = null;
      }
      done({ code: code ?? 1, summary, stderrTail: (stderr || stdout).trim().split('\n').slice(-3).join(' / ') });
    });
  });
}
