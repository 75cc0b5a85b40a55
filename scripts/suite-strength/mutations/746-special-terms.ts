// Rule mutants for the special terms and counters at the end of the additional rules (746–799): see
// ../mutations.ts for what an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const chapter746: Mutation[] = [
  {
    id: 'ignored-deflect-still-charged',
    rule: '766',
    alsoBreaks: ['765'],
    description: 'a spell told to ignore Deflect while its cost is paid still pays the Deflect of what it chooses',
    file: at('playing-cards/play-data.ts'),
    find: "if (item.kind === 'card' && ignoresKeyword(objectOf(s, item.source).card, 'Deflect', \"paying this spell's cost\")) return out;",
    replace: 'if (false) return out;',
  },
  {
    id: 'ignoring-deflect-spreads-over-the-chain',
    rule: '767',
    description: 'once a spell that ignores Deflect is on the Chain, every play made above it ignores Deflect too',
    file: at('playing-cards/play-data.ts'),
    find: "if (item.kind === 'card' && ignoresKeyword(objectOf(s, item.source).card, 'Deflect', \"paying this spell's cost\")) return out;",
    replace: "if (s.chain.some((c) => c.kind === 'card' && ignoresKeyword(objectOf(s, c.source).card, 'Deflect', \"paying this spell's cost\"))) return out;",
  },
  {
    id: 'new-choices-never-made',
    rule: '751',
    alsoBreaks: ['752', '752.1'],
    description: '"make new choices for it" is read as doing nothing: the spell keeps the targets it was finalized with',
    file: at('effects/instructions/playing.ts'),
    find: "'new-choices': { run: (run, i) => makeNewChoices(run, i) },",
    replace: "'new-choices': { run: () => undefined },",
  },
  {
    id: 'new-choices-offer-the-old-target',
    rule: '751.1',
    description: 'the objects the item already chooses are offered again as new choices',
    file: at('effects/new-choices.ts'),
    find: '.filter((o) => !now.includes(o.id));',
    replace: ';',
  },
  {
    id: 'new-choices-remake-every-target',
    rule: '753',
    description: 'making new choices means remaking every target: keeping one is refused',
    file: at('effects/new-choices.ts'),
    find: '        min: 0,\n',
    replace: '        min: Math.min(min, pool.length),\n',
  },
  {
    id: 'new-choices-read-for-the-owner',
    rule: '753.1',
    description: "the new choices are checked against the spell's restrictions as its owner would read them, not its controller",
    file: at('effects/new-choices.ts'),
    find: '{ ...selectionContextOf(item), it: targets[k - 1] }',
    replace: '{ ...selectionContextOf(item), controller: objectOf(run.s, item.source).owner, it: targets[k - 1] }',
  },
  {
    id: 'new-choices-offered-with-none-legal',
    rule: '753.2',
    description: 'the player is asked whether to make new choices even when no legal new choice exists',
    file: at('effects/instructions/flow.ts'),
    find: '|| !newChoicesPossible(run, i.body)',
    replace: '',
  },
  {
    id: 'new-targets-trigger-nothing',
    rule: '754',
    description: 'an object a new choice targets does not set off its targeting effects',
    file: at('effects/new-choices.ts'),
    find: "    checkTriggers(run.s, { kind: 'targeted', item: { ...item, targets: added } });\n",
    replace: '',
  },
  {
    id: 'dune-surfer-ignores-nothing',
    rule: '766',
    description: '"You ignore [Tank] while assigning combat damage here" changes nothing: the Tank still must be given lethal damage first',
    file: at('combat.ts'),
    find: 'return ignoring ? targets.map(withoutTank) : targets;',
    replace: 'return targets;',
  },
  {
    id: 'dune-surfer-spares-both-sides-from-tank',
    rule: '767',
    description: 'the Tank ignored while assigning combat damage here is ignored by every player assigning there, not only by its controller',
    file: at('combat.ts'),
    find: 'unitsAt(s, sd.battlefield, assigner).some((u) => abilitiesActive(u) && ignoresKeyword(',
    replace: 'unitsAt(s, sd.battlefield).some((u) => abilitiesActive(u) && ignoresKeyword(',
  },
  {
    id: 'new-choices-pay-for-deflect',
    rule: '755',
    alsoBreaks: ['755.1'],
    description:
      "a new choice of an opponent's unit with Deflect is held to Deflect's cost, as a choice made while playing would be, and refused to a player with no Power",
    file: at('effects/new-choices.ts'),
    find: 'if (a.chosen.length < min) return',
    replace:
      "if (a.chosen.some((id) => objectOf(run.s, id).controller !== item.controller && (objectOf(run.s, id).card.keywords ?? []).includes('Deflect')))\n" +
      "            return { code: 'cannot-afford', reason: 'Deflect must be paid', rule: '358.2' };\n" +
      '          if (a.chosen.length < min) return',
  },
  {
    id: 'new-choices-ask-the-optional-cost-again',
    rule: '752.2',
    description: 'making new choices for a spell played with an optional additional cost asks its new controller about that cost again',
    file: at('effects/new-choices.ts'),
    find: '  for (const item of itemsOf(run, i)) {\n',
    replace:
      '  for (const item of itemsOf(run, i)) {\n' +
      '    if (((item.data?.play as { paidOptional?: string[] } | undefined)?.paidOptional ?? []).length > 0)\n' +
      "      answerTo(run, { player: item.controller, kind: 'optional-cost', prompt: 'Pay the optional additional cost?', source: item.source, options: [{ id: 'pay', label: 'pay' }], min: 0, max: 1, rule: '355.1.a' }, () => null);\n",
  },
];
