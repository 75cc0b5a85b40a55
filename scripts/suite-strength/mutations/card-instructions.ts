// Rule mutants for the instructions and conditions of card text the engine carries out (given
// keywords, conditions of "if", ...): see ../mutations.ts for what an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const cardInstructions: Mutation[] = [
  {
    id: 'given-ganking-ignored',
    rule: '801.3.a',
    description: 'a standard move between battlefields reads only the printed [Ganking], not one an effect gave the unit',
    file: at('board.ts'),
    find: "  if (grantedForNow(o, 'Ganking') > 0) return true;",
    replace: '',
  },
  {
    id: 'given-assault-adds-no-might',
    rule: '801.3.a',
    description: 'the Might of [Assault] counts the printed keyword and passive grants, not one a spell gave for the turn',
    file: at('state.ts'),
    find: '  return lastingKeywordValue(o, name) + grantedForNow(o, name);',
    replace: '  return lastingKeywordValue(o, name);',
  },
  {
    id: 'keyword-given-this-turn-outlasts-it',
    rule: '801.3.a.2',
    description: 'a keyword given "this turn" is kept at the end of turn, as if it had been given with no duration (801.3.a.3)',
    file: at('cleanup.ts'),
    find: "o.modifiers = o.modifiers.filter((m) => m.until !== 'end-of-turn');",
    replace: "o.modifiers = o.modifiers.filter((m) => m.until !== 'end-of-turn' || m.keyword !== undefined);",
  },
  {
    id: 'draw-for-each-draws-once',
    rule: '413.2.b',
    description: '"draw 1 for each of your Mighty units" draws the 1 printed, however many units there are',
    file: at('effects/instructions/flow.ts'),
    find: "      executeOne(run, { ...body, amount: { kind: 'number', value: body.amount.value * count } });",
    replace: "      executeOne(run, body.kind === 'draw' ? body : { ...body, amount: { kind: 'number', value: body.amount.value * count } });",
  },
  {
    id: 'or-fewer-read-as-fewer',
    rule: '383.2.a.1',
    description: '"if you control 4 or fewer runes" is read as fewer than 4, so the trigger condition fails with exactly 4',
    file: at('effects/conditions.ts'),
    find: "  if (ref.determiner === 'or-fewer') return found <= wanted;",
    replace: "  if (ref.determiner === 'or-fewer') return found < wanted;",
  },
  {
    id: 'exactly-read-as-at-least',
    rule: '383.2.a.1',
    description: '"if there is exactly one other unit you control here" is read as at least one, so two other units meet it',
    file: at('effects/conditions.ts'),
    find: '  return found === wanted;',
    replace: '  return found >= wanted;',
  },
  {
    id: 'there-is-counts-every-controller',
    rule: '383.2.a.1',
    description: '"one other unit you control here" counts the units of every player there, not only those its controller controls',
    file: at('playing-cards/selection.ts'),
    find: "    case 'controller':",
    replace: "    case 'controller':\n      if (f.who === 'you-control') return true;",
  },
  {
    id: 'gear-enters-exhausted-ignored',
    rule: '369.3',
    description: '"This enters exhausted" is not applied: the gear enters ready at base, as gear does without such text (359.2.d)',
    file: at('effects/resolve.ts'),
    find: '  if (entersExhausted(o.card)) o.exhausted = true;',
    replace: '',
  },
];
