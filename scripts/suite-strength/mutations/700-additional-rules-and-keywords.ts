// Rule mutants for Additional rules (700–799; the keywords, 800–899, are in 800-keywords.ts): see ../mutations.ts for what an entry is and how it is checked.
// Data, not logic: one entry per mutant, so the file is as long as its chapter has mutants (over 400
// lines is expected here, and reading it is looking entries up, not following code).
import { at, type Mutation } from '../mutation-types.ts';

export const chapter700: Mutation[] = [
  {
    id: 'attachments-left-behind',
    rule: '719.3.a',
    description: 'a card attached to a unit stays where it was when the unit changes location',
    file: at('game-actions/zones.ts'),
    find: "    if (to.zone === 'battlefield') carryAttachments(s, id, { zone: 'battlefield', battlefield: to.battlefield });\n",
    replace: '',
    also: [
      {
        file: at('game-actions/zones.ts'),
        find: "  if (to.zone === 'base') carryAttachments(s, id, { zone: 'base', player: to.player ?? o.controller });\n",
        replace: '',
      },
    ],
  },
  {
    id: 'entering-the-board-makes-mighty',
    rule: '711',
    description: 'a unit with 5+ printed Might "becomes Mighty" as it enters the board, though it was Mighty in hand already',
    file: at('triggers/mighty.ts'),
    find: 'if (mighty && !(before.get(id) ?? (o.card.might ?? 0) >= MIGHTY_AT)) risen.push(o.id);',
    replace: 'if (mighty && !(before.get(id) ?? false)) risen.push(o.id);',
  },
  {
    id: 'attachments-stay-in-base',
    rule: '719.3.a',
    description: 'a card attached to a unit follows it home to base but stays behind when the unit moves out to a battlefield',
    file: at('game-actions/zones.ts'),
    find: "    if (to.zone === 'battlefield') carryAttachments(s, id, { zone: 'battlefield', battlefield: to.battlefield });\n",
    replace: '',
  },
  {
    id: 'mighty-triggers-while-mighty',
    rule: '709',
    description: 'a unit "becomes" Mighty after every step it is Mighty, not only when its Might rises from under 5 to 5 or more',
    file: at('triggers/mighty.ts'),
    find: '    if (mighty && !(before.get(id) ?? (o.card.might ?? 0) >= MIGHTY_AT)) risen.push(o.id);',
    replace: '    if (mighty) risen.push(o.id);',
  },
  {
    id: 'mighty-judged-by-printed-might-on-the-board',
    rule: '710',
    description: 'a unit on the board is judged Mighty by its printed Might, not by its current Might',
    file: at('triggers/mighty.ts'),
    find: '    if (isUnit(o)) status.set(id, (mightOf(o) ?? 0) >= MIGHTY_AT);',
    replace: '    if (isUnit(o)) status.set(id, (o.card.might ?? 0) >= MIGHTY_AT);',
  },
  {
    id: 'dependent-trigger-ignores-its-gate',
    rule: '727.1.c.1',
    description: "a triggered ability behind a dependent keyword triggers whether or not the keyword's condition holds",
    file: at('triggers/check.ts'),
    find: '  if (ability.gate && gateOpen(s, ability.gate.keyword, f.source, f.controller) !== true) return false;\n',
    replace: '',
  },
];
