// Searching compiled instructions through the structures that hold further instructions inside them:
// "you may ..." (optional), "[cost] to [effect]" (cost-to), "if ... / otherwise" (conditional) and the
// reflexive "do this" (do-this); and the parts of a trigger joined by "or".
import type { Instruction, Trigger } from './ast.ts';

/** Whether `test` accepts a node (an object or a list) anywhere within the compiled text `x`, `x` itself included, at any depth. */
export function anyNode(x: unknown, test: (node: object) => boolean): boolean {
  if (!x || typeof x !== 'object') return false;
  return test(x) || Object.values(x).some((y) => anyNode(y, test));
}

/** Whether a node of this kind is anywhere within the compiled text `x` (an amount "X", a "that much", ...), at any depth. */
export function containsKind(x: unknown, kind: string): boolean {
  return anyNode(x, (node) => (node as { kind?: unknown }).kind === kind);
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
