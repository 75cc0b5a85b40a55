// Searching compiled instructions through the structures that hold further instructions inside them:
// "you may ..." (optional), "[cost] to [effect]" (cost-to), "if ... / otherwise" (conditional) and the
// reflexive "do this" (do-this); and the parts of a trigger joined by "or".
import type { Instruction, Trigger } from './ast.ts';

/** Whether a node of this kind is anywhere within the compiled text `x` (an amount "X", a "that much", ...), at any depth. */
export function containsKind(x: unknown, kind: string): boolean {
  if (!x || typeof x !== 'object') return false;
  return (x as { kind?: unknown }).kind === kind || Object.values(x).some((y) => containsKind(y, kind));
}

/** The triggers an "or" joins, however nested ("When you choose me or when I hold"); any other trigger alone. */
export function triggerAlternatives(t: Trigger): Trigger[] {
  return t.kind === 'any-of' ? t.triggers.flatMap(triggerAlternatives) : [t];
}

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
