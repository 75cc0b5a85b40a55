// Rule mutants for Game concepts (000–299): see ../mutations.ts for what an entry is and how it is checked.
// Data, not logic: one entry per mutant, so the file is as long as its chapter has mutants (over 400
// lines is expected here, and reading it is looking entries up, not following code).
import { at, type Mutation } from '../mutation-types.ts';

export const chapter100: Mutation[] = [
  {
    id: 'legend-abilities-not-activatable',
    rule: '174.8',
    description: "activated abilities are usable only from permanents at a location, so a Legend's cannot be activated",
    file: at('board.ts'),
    find: "  return isAtLocation(o) || o.zone === 'legend';\n",
    replace: '  return isAtLocation(o);\n',
  },
];
