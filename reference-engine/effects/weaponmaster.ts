// [Weaponmaster] (rule 821): as its unit is played, its controller may choose an Equipment they
// control and pay that Equipment's Equip cost, less one Power of any domain, to attach it to the
// unit. It is not the Equip ability being activated (821.1.c.6): nothing is targeted, and the timing
// of Equip does not apply.
import type { Instruction, ResourceSymbol } from '../card-text/ast.ts';
import { checkChosen } from '../decisions.ts';
import { attach } from '../game-actions/attach.ts';
import { checkTriggers } from '../triggers/check.ts';
import { isOnBoard } from '../board.ts';
import type { Decision } from '../interface.ts';
import { everyObject, isEquipment, objectOf } from '../state.ts';
import { abilitiesOf, EQUIP_EFFECT, equipCosts } from './compiled.ts';
import { ownCostDiscounts } from '../playing-cards/play-data.ts';
import { answerTo, type Run } from './run.ts';
import type { Interpreter } from './instructions/types.ts';

/** The Equip cost less one Power of any domain, when it has one to take off (821.1.c.3). */
function discounted(symbols: readonly ResourceSymbol[]): ResourceSymbol[] {
  const out = [...symbols];
  const any = out.findIndex((sym) => sym.kind === 'power' && sym.domain === 'rainbow');
  if (any >= 0) out.splice(any, 1);
  return out;
}

/** The symbols with `off` Energy taken off, to none at least. */
function lessEnergy(symbols: readonly ResourceSymbol[], off: number): ResourceSymbol[] {
  let left = off;
  return symbols.flatMap((sym) => {
    if (sym.kind !== 'energy' || left === 0) return [sym];
    const taken = Math.min(left, sym.amount);
    left -= taken;
    return sym.amount > taken ? [{ ...sym, amount: sym.amount - taken }] : [];
  });
}

export function weaponmaster(run: Run, interpreter: Interpreter): void {
  const unit = objectOf(run.s, run.source);
  run.didPrevious = false;
  if (!isOnBoard(unit.zone)) return;
  // 821.1.c.1: any Equipment the player controls, with an Equip ability or not, attached or not
  const options = everyObject(run.s).filter((o) => isOnBoard(o.zone) && o.controller === run.controller && isEquipment(o) && o.id !== unit.id);
  if (!options.length) return;
  const question = {
    player: run.controller,
    kind: 'choose-objects' as const,
    prompt: `Weaponmaster: choose an Equipment to attach to ${unit.card.name}`,
    source: run.source,
    rule: '821.1.c',
    options: options.map((o) => ({ id: o.id, label: o.card.name })),
    min: 0,
    max: 1,
  };
  const [chosen] = answerTo(run, question, (a) => checkChosen(question as Decision, a)).chosen ?? [];
  if (!chosen) return;
  const [cost] = equipCosts(objectOf(run.s, chosen).card);
  // 821.1.c.4, 821.1.c.5: without an Equip cost it pays, the Equipment stays where it is
  if (!cost) return;
  // 821.1.c.2: the Equip cost as the Equip ability's own text alters it (818.1.c.4)
  const equip = abilitiesOf(objectOf(run.s, chosen).card).findIndex((a) => a.kind === 'activated' && a.effect === EQUIP_EFFECT);
  const off = ownCostDiscounts(run.s, chosen, equip, run.controller).reduce((sum, d) => sum + d.energy, 0);
  const symbols = lessEnergy(discounted(cost.flatMap((c) => (c.kind === 'symbols' ? c.symbols : []))), off);
  const actions = cost.flatMap((c) => (c.kind === 'action' ? [c.instruction] : []));
  const pay: Instruction = { kind: 'pay', cost: [{ kind: 'symbols', symbols }] };
  interpreter.executeOne(run, pay);
  if (!run.didPrevious) return;
  if (actions.length) interpreter.execute(run, actions);
  run.didPrevious = attach(run.s, chosen, unit.id, '821.1.b');
  // "When you attach an Equipment to me": the Weaponmaster's controller attached it (411.1)
  if (run.didPrevious) checkTriggers(run.s, { kind: 'acted-on', verb: 'attach', player: run.controller, object: chosen, to: unit.id });
}
