// The progress display of a run, on stderr: a redrawn bar on a terminal, a line per tenth otherwise
// (so CI logs stay short).
import type { Envelope } from '@cucumber/messages';
import { classifyStep, STATUSES, totalsOf } from './results.ts';
import type { ScenarioStatus } from './results.ts';

export interface ProgressSink {
  isTTY?: boolean;
  write(text: string): unknown;
}

export class Progress {
  private total = 0;
  private readonly verdicts = new Map<string, ScenarioStatus>();
  private readonly finished: Array<{ status: ScenarioStatus }> = [];
  private lastTenth = -1;

  constructor(
    private readonly out: ProgressSink,
    private readonly width = 30,
  ) {}

  onMessage(e: Envelope): void {
    if (e.testCase) this.total++;
    else if (e.testStepFinished) {
      const verdict = classifyStep(e.testStepFinished.testStepResult);
      const id = e.testStepFinished.testCaseStartedId;
      if (verdict && !this.verdicts.has(id)) this.verdicts.set(id, verdict);
    } else if (e.testCaseFinished && !e.testCaseFinished.willBeRetried) {
      this.finished.push({ status: this.verdicts.get(e.testCaseFinished.testCaseStartedId) ?? 'passed' });
      this.draw();
    }
  }

  done(): void {
    if (this.out.isTTY && this.finished.length > 0) this.out.write('\n');
  }

  line(): string {
    const totals = totalsOf(this.finished);
    const n = this.finished.length;
    const filled = this.total === 0 ? 0 : Math.round((n / this.total) * this.width);
    const counts = STATUSES.map((s) => `${totals[s]} ${s}`).join(', ');
    return `[${'#'.repeat(filled)}${'.'.repeat(this.width - filled)}] ${n}/${this.total}  ${counts}`;
  }

  private draw(): void {
    if (this.out.isTTY) {
      this.out.write(`\r${this.line()}`);
      return;
    }
    const tenth = this.total === 0 ? 10 : Math.floor((this.finished.length / this.total) * 10);
    if (tenth > this.lastTenth) {
      this.lastTenth = tenth;
      this.out.write(`${this.line()}\n`);
    }
  }
}
