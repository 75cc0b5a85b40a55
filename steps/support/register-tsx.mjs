// Listed first in a cucumber `import` list so that TypeScript step files load through tsx (test fixtures,
// the bench's baselines, coverage runs). The suite itself loads its bundle: scripts/suite-bundle.mjs.
import { register } from 'tsx/esm/api';
register();
