// Rule mutants for Game concepts (000–299): see ../mutations.ts for what an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const chapter100: Mutation[] = [
  {
    id: 'legend-abilities-not-activatable',
    rule: '174.8',
    description: 'activated abilities are usable only from permanents at a location, so a Legend\'s cannot be activated',
    file: at('board.ts'),
    find: "  return isAtLocation(o) || o.zone === 'legend';\n",
    replace: '  return isAtLocation(o);\n',
  },
];
