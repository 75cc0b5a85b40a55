// The shape of the instruction-handler table (index.ts): per instruction kind of compiled card text,
// how it is carried out, which instructions it nests, and which forms of it the engine cannot carry
// out yet. Each family module (damage.ts, cards.ts, ...) declares the handlers of its kinds.
import type { Instruction } from '../../card-text/ast.ts';
import type { Run } from '../run.ts';

export type InstructionKind = Instruction['kind'];
export type InstructionOf<K extends InstructionKind> = Extract<Instruction, { kind: K }>;

/** How a handler runs other instructions (a body, a branch, a cost): handed in, so no family imports the interpreter. */
export interface Interpreter {
  execute(run: Run, list: readonly Instruction[]): void;
  executeOne(run: Run, i: Instruction): void;
}

export interface InstructionHandler<K extends InstructionKind> {
  /** Carries the instruction out within the run (rule 359.3.d). */
  run(run: Run, i: InstructionOf<K>, interpreter: Interpreter): void;
  /** The instructions it contains, which must be supported too. */
  nested?(i: InstructionOf<K>): readonly Instruction[];
  /** Forms of it the handler does not carry out yet, named as a refusal names them. */
  unsupported?(i: InstructionOf<K>): readonly string[];
}

/** Some instruction kinds and their handlers. */
export type InstructionFamily = { readonly [K in InstructionKind]?: InstructionHandler<K> };
