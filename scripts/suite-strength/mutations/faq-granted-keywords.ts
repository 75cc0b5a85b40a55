// Rule mutants for the official FAQ rulings made executable with keywords an effect gives a card as it is
// played ([Repeat] from Temporal Portal), the cost text they meet (Find Your Center's own discount), and
// re-attaching an Equipment to its own unit (Grandmaster at Arms, by edition): see ../mutations.ts for what
// an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const faqGrantedKeywords: Mutation[] = [
  {
    id: 'granted-repeat-not-offered',
    rule: '820.1.c',
    alsoBreaks: ['801.3.a'],
    description: 'only a printed [Repeat] is offered as an optional cost: one an effect gave the spell as it was played is never asked',
    file: at('playing-cards/choices.ts'),
    find: "  if (playDataOf(item).grantedRepeat) out.push({ id: GRANTED_REPEAT, label: 'Repeat: execute the effect one more time' });\n",
    replace: '',
  },
  {
    id: 'granted-repeat-cost-discounted',
    rule: '356.4',
    description: 'a [Repeat] "equal to its cost" reads the cost after the card\'s discounts, so one discount lowers both the base cost and the Repeat',
    file: at('playing-cards/play-data.ts'),
    find: "additional.push({ id: GRANTED_REPEAT, label: 'Repeat', energy: card.cost?.energy ?? 0,",
    replace:
      "additional.push({ id: GRANTED_REPEAT, label: 'Repeat', energy: Math.max(0, (card.cost?.energy ?? 0) - discountsFor(s, item, data).reduce((n, d) => n + d.energy, 0)),",
  },
  {
    id: 'own-discount-condition-ignored',
    rule: '356.4.a',
    description: 'the condition of a card\'s discount on itself ("if an opponent\'s score is within 3 points of the Victory Score") is not checked',
    file: at('effects/conditions.ts'),
    find: '  return p.negated ? !holds : holds;\n}',
    replace: '  return true;\n}',
  },
  {
    id: 'reattach-to-same-card-attaches-anew-from-v1.3',
    rule: '434.1.g',
    alsoBreaks: ['434.1.h'],
    description: 'v1.3 and v1.4 still attach a card anew to the card it is already attached to, as the v1.2 ruling did, so "when you attach" triggers',
    file: at('editions.ts'),
    find: "  return ['v1.0', 'v1.1', 'v1.2'].includes(edition);",
    replace: '  return true;',
  },
  {
    id: 'reattach-to-same-card-nothing-in-v1.2',
    rule: '434.1.f',
    description: "a v1.2 game already applies v1.3's 434.1.g: attaching a card to its current top-most card does nothing, against the ruling of the time",
    file: at('editions.ts'),
    find: "  return ['v1.0', 'v1.1', 'v1.2'].includes(edition);",
    replace: '  return false;',
  },
];
