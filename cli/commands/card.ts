// riftcheck card targets "<text>": what a piece of card text targets, and the rule that decides it.
import { parseCommandLine } from '../args.ts';
import { CliError } from '../errors.ts';
import { analyzeTargets, compileCardText, decompile, type Mention } from '../../reference-engine/card-text/index.ts';
import { resolveDataDir } from '../../rules/data-dir.ts';
import { citationMapper, editionOf } from '../rule-citations.ts';

const USAGE = `usage: riftcheck card <targets|compile> "<card text>" [options]
  targets "<text>"   each object, player or location the text mentions: target or not, and the rule
  compile "<text>"   the semantic tree, the decompiled text and whether it round-trips
options: --edition v1.0..v1.4 (cite that edition's rule numbers; default v1.4)  --data DIR  --json`;

export interface CardIo {
  out?: (line: string) => void;
  /** overrides the data directory resolution (null: seeds only); used by tests. */
  dataDir?: string | null;
}

export async function run(argv: string[], io: CardIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        edition: { type: 'string' },
        data: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    USAGE,
  );
  const { values, positionals } = parsed;
  const [sub, ...rest] = positionals;
  if (values.help || sub === undefined) {
    out(USAGE);
    return values.help ? 0 : 2;
  }
  if (sub !== 'targets' && sub !== 'compile') {
    const near = ['targets', 'compile'].filter((s) => s.startsWith(sub.slice(0, 2)));
    throw new CliError(`unknown subcommand "${sub}"${near.length ? `; did you mean ${near.join(' or ')}?` : ''}\n${USAGE}`);
  }
  if (rest.length !== 1) throw new CliError(`expected one card text in quotes, got ${rest.length} arguments\n${USAGE}`);
  const text = rest[0];
  const edition = editionOf(values.edition);
  const json = values.json === true;

  if (sub === 'compile') {
    const compiled = compileCardText(text);
    if (json) out(JSON.stringify({ ...compiled, decompiled: decompile(compiled) }, null, 2));
    else {
      out(`semantic: ${compiled.semantic ? 'yes' : 'no'}`);
      out(`decompiled: ${decompile(compiled).replace(/\n/g, ' / ')}`);
      for (const d of compiled.diagnostics) out(`${d.severity} at ${d.offset}: ${d.message}`);
    }
    return compiled.semantic ? 0 : 1;
  }

  // A bad --data throws DataDirError, which cli/main.ts reports in one line.
  const dataDir = io.dataDir !== undefined && values.data === undefined ? io.dataDir : resolveDataDir(values.data);
  const analysis = analyzeTargets(text, { edition });
  const cite = citationMapper(edition, edition === 'v1.4' ? null : dataDir);
  const mentions = analysis.mentions.map((m: Mention) => ({ ...m, rule: cite.map(m.rule), edition: cite.note ? 'v1.4' : edition }));
  if (json) {
    out(
      JSON.stringify(
        {
          text,
          normalized: analysis.normalized,
          edition,
          targets: mentions.filter((m) => m.target),
          mentions,
          diagnostics: analysis.diagnostics,
          ...(cite.note ? { note: cite.note } : {}),
        },
        null,
        2,
      ),
    );
  } else {
    if (!mentions.length) out('no objects, players or locations mentioned');
    for (const m of mentions) out(`${m.target ? 'target    ' : 'not target'}  ${m.phrase.padEnd(30)} ${m.what.padEnd(11)} ${m.rule.padEnd(10)} ${m.why}`);
    for (const d of analysis.diagnostics) out(`${d.severity} at ${d.offset}: ${d.message}`);
    if (cite.note) out(`note: ${cite.note}`);
  }
  return analysis.diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}
