// The riftcheck command line: `riftcheck <command> [subcommand] [options]`.
// Each command lives in cli/commands/<name>.ts and exports `run(argv): Promise<number>` (the exit status).
import { DataDirError } from '../rules/data-dir.ts';
import { CliError } from './errors.ts';

const COMMANDS: Record<string, { summary: string; load: () => Promise<{ run(argv: string[]): Promise<number> }> }> = {
  rules: { summary: 'look up, search, diff and count the Core Rules editions', load: () => import('./commands/rules.ts') },
  card: { summary: 'analyse one piece of card text (card targets "<text>")', load: () => import('./commands/card.ts') },
  cards: { summary: 'compile the whole card list and report (cards compile)', load: () => import('./commands/cards.ts') },
  coverage: { summary: 'rule coverage of the suite: covered / waived / missing per rule', load: () => import('./commands/coverage.ts') },
  run: { summary: 'run the conformance suite against an engine and write reports', load: () => import('./commands/run.ts') },
  report: { summary: 'merge the reports of a sharded run into one (report merge <dir...>)', load: () => import('./commands/report.ts') },
  expectations: { summary: 'maintain a per-engine expectations file (expectations update)', load: () => import('./commands/expectations.ts') },
  compare: { summary: 'compare two runs: scenarios whose status changed, by rule', load: () => import('./commands/compare.ts') },
  editions: {
    summary: 'what a revision changes in play: the suite under two editions, scenarios whose outcome differs',
    load: () => import('./commands/editions.ts'),
  },
  needs: {
    summary: 'what each scenario needs of an engine (cards from text, actions, decisions, events), before a run',
    load: () => import('./commands/needs.ts'),
  },
  smoke: { summary: 'check in seconds that an engine answers every protocol endpoint in shape', load: () => import('./commands/smoke.ts') },
  deck: { summary: 'check a deck list against the deck construction rules (deck check <file>)', load: () => import('./commands/deck.ts') },
  faq: { summary: 'the official FAQs: which Examples execute each answer, and why the rest are not executable', load: () => import('./commands/faq.ts') },
  serve: { summary: 'start the reference server (adapter protocol + rulings API)', load: () => import('./commands/serve.ts') },
};

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  return [
    'usage: riftcheck <command> [options]',
    '',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    'Common options: --data DIR (or RIFTBOUND_DATA) names the Riftbound source material; --json for machine output.',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  // A reader that stops early (`riftcheck rules diff v1.0 v1.4 | head`) closes the pipe: not an error.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(usage());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`riftcheck: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  try {
    const mod = await command.load();
    return await mod.run(rest);
  } catch (err) {
    // Errors meant for the person at the terminal: one line, no stack trace.
    if (err instanceof CliError || err instanceof DataDirError) {
      console.error(`riftcheck ${name}: ${err.message}`);
      return err instanceof CliError ? err.exitCode : 2;
    }
    throw err;
  }
}
