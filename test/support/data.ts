// Tests that need the full Riftbound source material (../shared/riftbound or RIFTBOUND_DATA) skip
// with a one-line reason when it is absent; CI has it and runs them all.
import { NEEDS_DATA_TO_TEST, resolveDataDir } from '../../rules/data-dir.ts';

export const dataDir: string | null = resolveDataDir();

/** Pass as the options of `test()`/`describe()`: `{ skip: needsData }` skips with the reason when no data. */
export const needsData: string | false = dataDir ? false : NEEDS_DATA_TO_TEST;
