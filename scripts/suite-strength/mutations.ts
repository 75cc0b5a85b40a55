// Deliberate rule mistakes for the suite-strength check, gathered from mutations/ (a file per rules
// chapter, so that work on different chapters never edits the same file). Every mistake is one an
// engine author could plausibly make while reading the v1.4 rules: a wrong condition, a forgotten step,
// an off-by-one, the wrong player — not a crash, and not something that breaks every scenario.
import type { Mutation } from './mutation-types.ts';
import { chapter100 } from './mutations/100-game-concepts.ts';
import { chapter110 } from './mutations/110-setup-process.ts';
import { chapter301 } from './mutations/301-turn-states-priority-phases.ts';
import { chapter318 } from './mutations/318-cleanups.ts';
import { chapter325 } from './mutations/325-chain.ts';
import { chapter341 } from './mutations/341-showdowns.ts';
import { chapter349 } from './mutations/349-playing-cards.ts';
import { chapter360 } from './mutations/360-abilities.ts';
import { chapter407 } from './mutations/407-game-actions.ts';
import { chapter459 } from './mutations/459-combat-scoring.ts';
import { chapter481 } from './mutations/481-modes-of-play.ts';
import { chapter700 } from './mutations/700-additional-rules-and-keywords.ts';
import { chapter746 } from './mutations/746-special-terms.ts';
import { chapter800 } from './mutations/800-keywords.ts';
import { chapter827 } from './mutations/827-empower.ts';
import { battlefieldAbilities } from './mutations/battlefield-abilities.ts';
import { cardInstructions } from './mutations/card-instructions.ts';
import { editionDifferences } from './mutations/editions.ts';
import { faqGrantedKeywords } from './mutations/faq-granted-keywords.ts';

export { ruleIdsOf, type Edit, type Mutation } from './mutation-types.ts';

export const MUTATIONS: Mutation[] = [
  ...chapter100,
  ...chapter110,
  ...chapter301,
  ...chapter318,
  ...chapter325,
  ...chapter341,
  ...chapter349,
  ...chapter360,
  ...chapter407,
  ...chapter459,
  ...chapter481,
  ...chapter700,
  ...chapter746,
  ...chapter800,
  ...chapter827,
  ...battlefieldAbilities,
  ...cardInstructions,
  ...editionDifferences,
  ...faqGrantedKeywords,
];
