// Keywords with their parameters, and costs.
import type { Instruction } from './instructions.ts';
import type { Amount, ResourceSymbol } from './values.ts';

export type KeywordName =
  | 'Accelerate'
  | 'Action'
  | 'Reaction'
  | 'Hidden'
  | 'Assault'
  | 'Shield'
  | 'Deflect'
  | 'Tank'
  | 'Ganking'
  | 'Legion'
  | 'Vision'
  | 'Temporary'
  | 'Repeat'
  | 'Deathknell'
  | 'Stun'
  | 'Buff'
  | 'Add'
  | 'Equip'
  | 'Quick-Draw'
  | 'Weaponmaster'
  | 'Hunt'
  | 'Empower'
  | 'Empowered'
  | 'Mighty'
  | 'Level'
  | 'Predict'
  | 'Backline'
  | 'Unique'
  | 'Ambush'
  | string;

/** A keyword with its parameters: `[Assault 2]`, `[Accelerate]` (cost from reminder), `[Equip] :rb_rune_rainbow:`. */
export interface KeywordRef {
  name: KeywordName;
  /** numeric parameter: Assault N, Shield N, Deflect N, Hunt N, Level N, Predict N. */
  value?: number;
  /** cost parameter: Equip, Empower, Repeat, Accelerate. */
  cost?: ResourceSymbol[];
  /** "[Flow] equal to its cost": the parameter is an amount rather than a printed number. */
  equalTo?: Amount;
  /** a cost written after a dash that includes actions: "[Equip] — :rb_rune_order:, Kill a friendly unit". */
  dashCost?: Cost[];
  /**
   * Costs printed after a dash as options: "[Empower] — :rb_energy_1: or :rb_rune_body:" (pay either),
   * "[Repeat] — :rb_energy_1: / :rb_rune_rainbow:" (each a cost of its own to repeat once more).
   */
  costOptions?: { costs: ResourceSymbol[][]; sep: 'or' | '/' };
  /** printed without brackets (a misprint in the gallery: "Action" alone on a line). */
  bare?: boolean;
}

export type Cost =
  /** resource symbols: energy, power of a domain, the exhaust symbol (= exhaust me). */
  | { kind: 'symbols'; symbols: ResourceSymbol[] }
  /** an action as a cost: "kill a friendly unit", "discard 1", "spend a buff", "exhaust me", "recycle ...". */
  | { kind: 'action'; instruction: Instruction };
