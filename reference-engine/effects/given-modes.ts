// "Choose one to give me this turn — [Assault 2] / [Deflect 2] / [Ganking]" (Jayce, Hammer in Hand):
// a modal effect (355.3) whose modes are printed as bare keywords. The chosen mode gives the source that
// keyword until the end of the turn (801.3.a.2), as "Give me [Assault 2] this turn" would.
import type { Instruction } from '../card-text/ast.ts';

type Modal = Extract<Instruction, { kind: 'choose-mode' }>;

const GIVE_ME_THIS_TURN = 'choose one to give me this turn';

/** The instructions a mode stands for: its bare keywords given to the source this turn, in the form that says so. */
export function modeInstructions(modal: Modal, mode: readonly Instruction[]): Instruction[] {
  if (modal.form !== GIVE_ME_THIS_TURN) return [...mode];
  return mode.map((i) =>
    i.kind === 'keyword-action' ? { kind: 'grant-keyword', object: { kind: 'self', word: 'me' }, keywords: [i.keyword], duration: 'this-turn' } : i,
  );
}
