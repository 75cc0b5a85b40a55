// Regenerates rules/crosswalk.tsv from the full editions of the data directory:
//   npx tsx rules/write-crosswalk.ts [--data DIR]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolveDataDir } from './data-dir.ts';
import { loadCorpus } from './corpus.ts';
import { CROSSWALK_TABLE, formatCrosswalkTable } from './crosswalk-table.ts';

const { values } = parseArgs({ options: { data: { type: 'string' } } });
const dataDir = resolveDataDir(values.data);
if (!dataDir) {
  console.error('write-crosswalk: needs the full editions (--data DIR or RIFTBOUND_DATA)');
  process.exit(2);
}
const corpus = loadCorpus({ dataDir });
writeFileSync(CROSSWALK_TABLE, formatCrosswalkTable(corpus.crosswalk(), corpus.editions));
console.log(`wrote ${CROSSWALK_TABLE}`);
