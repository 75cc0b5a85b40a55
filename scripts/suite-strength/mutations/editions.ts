// Rule mutants for the behaviour that differs between editions (reference-engine/editions.ts): each
// plays one edition's rule in another edition's game. See ../mutations.ts for what an entry is.
import { at, type Mutation } from '../mutation-types.ts';

export const editionDifferences: Mutation[] = [
  {
    id: 'own-domain-power-any-in-v1.4',
    rule: '805.1.a.1',
    alsoBreaks: ['135.2.e.6.c'],
    description: 'v1.4 still lets a unit of several domains pay its Accelerate with a Power of any domain, as v1.3 did',
    file: at('editions.ts'),
    find: "  return !['v1.0', 'v1.1', 'v1.2', 'v1.3'].includes(edition);",
    replace: '  return false;',
  },
  {
    id: 'own-domain-power-restricted-before-v1.4',
    rule: '805.1.a.2',
    description: "the v1.4 restriction to the unit's own domains is applied to games under v1.3 and before too",
    file: at('editions.ts'),
    find: "  return !['v1.0', 'v1.1', 'v1.2', 'v1.3'].includes(edition);",
    replace: '  return true;',
  },
  {
    id: 'own-domain-power-first-domain-only',
    rule: '805.1.a.1',
    description: 'a unit of several domains pays its Accelerate only with a Power of the first domain it lists',
    file: at('playing-cards/total-cost.ts'),
    find: "  return ownDomainsRestrict(edition) ? (domains.join('|') as PowerSymbol) : 'any';",
    replace: "  return ownDomainsRestrict(edition) ? domains[0]! : 'any';",
  },
];
