// Listed first in cucumber's `import` so the TypeScript step files load through tsx.
import { register } from 'tsx/esm/api';
register();
