// Searching compiled instructions through the structures that hold further instructions inside them:
// "you may ..." (optional), "[cost] to [effect]" (cost-to), "if ... / otherwise" (conditional) and the
// reflexive "do this" (do-this).
import type { Instruction } from './ast.ts';

/** Whether any instruction of the list, or nested in one of them as above, is one `test` accepts. */
export function anyInstruction(list: readonly Instruction[], test: (i: Instruction) => boolean): boolean {
  return list.some((i) => {
    if (test(i)) return true;
    switch (i.kind) {
      case 'optional':
        return anyInstruction([i.body], test);
      case 'cost-to':
        return anyInstruction(i.effect, test);
      case 'conditional':
        return anyInstruction(i.then, test) || anyInstruction(i.otherwise ?? [], test);
      case 'do-this':
        return anyInstruction(i.body, test);
      default:
        return false;
    }
  });
}
