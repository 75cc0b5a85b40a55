// Tests that need the full Riftbound source material (../shared/riftbound or RIFTBOUND_DATA) skip
// with a one-line reason when it is absent; CI has it and runs them all.
import { resolveDataDir } from '../../rules/data-dir.ts';

export const dataDir: string | null = resolveDataDir();

/** Pass as the options of `test()`/`describe()`: `{ skip: needsData }` skips with the reason when no data. */
export const needsData: string | false = dataDir ? false : 'needs the Riftbound source material (set RIFTBOUND_DATA or place ../shared/riftbound)';
