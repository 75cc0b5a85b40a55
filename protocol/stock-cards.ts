// Stock cards: the behaviours the suite's test cards use most, each under a fixed code, so that an
// engine without a card-text compiler can still run the scenarios that use them. A test card whose
// type and text are a stock card's is sent with that code in `TestCard.stock` (openapi.yaml): such an
// engine builds it with the stock behaviour, coded by hand once, and the test card's own name, cost,
// Might and domains. The text stays the definition (an engine with a compiler reads it as any other
// text); the code only names it. `npx riftcheck needs --stock` lists them with the scenarios each
// one lets an engine run. Codes start with "riftcheck:" like the plain cards, so they never clash
// with an official code; a code, once published, keeps its text.
import type { CardType } from './index.ts';

export interface StockCard {
  code: string;
  type: CardType;
  /** The card's text, in the suite's templated form (symbols as `:rb_exhaust:`, new lines as "\n"). */
  text: string;
}

const stock = (code: string, type: CardType, text: string): StockCard => ({ code: `riftcheck:${code}`, type, text });

export const STOCK_CARDS: readonly StockCard[] = [
  // spells
  stock('reaction-spell', 'spell', '[Reaction]'),
  stock('action-spell', 'spell', '[Action]'),
  stock('draw-1', 'spell', 'Draw 1.'),
  stock('draw-2', 'spell', 'Draw 2.'),
  stock('reaction-draw-1', 'spell', '[Reaction]\nDraw 1.'),
  stock('each-player-draws-1', 'spell', 'Each player draws 1.'),
  stock('each-player-discards-1', 'spell', 'Each player discards 1.'),
  stock('discard-2-draw-2', 'spell', 'Discard 2, then draw 2.'),
  stock('pay-1-to-draw-1', 'spell', 'You may pay :rb_energy_1:. If you do, draw 1.'),
  stock('predict-3', 'spell', '[Predict 3].'),
  stock('gain-1-point', 'spell', 'Gain 1 point.'),
  stock('kill-a-unit', 'spell', 'Kill a unit.'),
  stock('kill-a-unit-at-a-battlefield', 'spell', 'Kill a unit at a battlefield.'),
  stock('deal-1', 'spell', 'Deal 1 to a unit.'),
  stock('deal-2', 'spell', 'Deal 2 to a unit.'),
  stock('deal-2-at-a-battlefield', 'spell', 'Deal 2 to a unit at a battlefield.'),
  stock('reaction-deal-4-at-a-battlefield', 'spell', '[Reaction]\nDeal 4 to a unit at a battlefield.'),
  stock('stun-at-a-battlefield', 'spell', 'Stun a unit at a battlefield.'),
  stock('buff-a-unit', 'spell', 'Buff a unit.'),
  stock('double-might', 'spell', 'Choose a unit. Double its Might this turn.'),
  stock('move-a-friendly-unit', 'spell', 'Move a friendly unit to a battlefield.'),
  stock('reaction-move-a-friendly-unit', 'spell', '[Reaction]\nMove a friendly unit to a battlefield.'),
  stock('reaction-counter-cost-4', 'spell', '[Reaction]\nCounter a spell that costs :rb_energy_4: or less.'),
  stock('play-a-unit-free-draw-1', 'spell', 'Play a unit from your hand, ignoring its cost. Draw 1.'),
  stock('play-a-unit-ignoring-all-costs', 'spell', 'Play a unit from your hand, ignoring any and all costs.'),
  stock('reaction-kill-a-unit', 'spell', '[Reaction]\nKill a unit.'),
  stock('kill-a-permanent', 'spell', 'Kill a permanent.'),
  stock('kill-a-gear', 'spell', 'Kill a gear.'),
  stock('kill-up-to-two-units', 'spell', 'Kill up to two units.'),
  stock('return-a-unit-at-a-battlefield', 'spell', "Return a unit at a battlefield to its owner's hand."),
  stock('reaction-counter-a-spell', 'spell', '[Reaction]\nCounter a spell.'),
  stock('reaction-plus-2-might', 'spell', '[Reaction]\nGive a unit +2 :rb_might: this turn.'),
  stock('spend-a-buff-to-draw-1', 'spell', 'You may spend a buff to draw 1.'),
  stock('action-kill-a-unit', 'spell', '[Action]\nKill a unit.'),
  stock('return-a-unit', 'spell', "Return a unit to its owner's hand."),
  stock('play-a-recruit-token', 'spell', 'Play a 1 :rb_might: Recruit unit token.'),
  stock('play-a-recruit', 'spell', 'Play a Recruit unit token.'),
  stock('action-draw-1', 'spell', '[Action]\nDraw 1.'),
  stock('kill-an-attached-gear', 'spell', 'Kill an attached gear.'),
  stock('stun-a-unit', 'spell', 'Stun a unit.'),
  stock('discard-1', 'spell', 'Discard 1.'),
  stock('draw-1-at-the-end-of-this-turn', 'spell', 'Draw 1 at the end of this turn.'),
  stock('recycle-a-card-from-your-trash', 'spell', 'Recycle a card from your trash.'),
  stock('kill-a-buffed-unit', 'spell', 'Kill a buffed unit.'),
  stock('deal-2-to-all-enemy-units-at-a-battlefield', 'spell', 'Deal 2 to all enemy units at a battlefield.'),
  stock('reaction-deal-3', 'spell', '[Reaction]\nDeal 3 to a unit.'),
  stock('reaction-deal-1', 'spell', '[Reaction]\nDeal 1 to a unit.'),
  stock('play-a-unit-ignoring-its-cost', 'spell', 'Play a unit from your hand, ignoring its cost.'),
  stock('recycle-from-an-opponents-trash', 'spell', "Recycle a card from an opponent's trash."),
  stock('recycle-a-friendly-rune', 'spell', 'Recycle a friendly rune.'),
  stock('take-control-of-an-enemy-unit', 'spell', 'Take control of an enemy unit.'),
  stock('reaction-take-control-at-a-battlefield', 'spell', '[Reaction]\nTake control of an enemy unit at a battlefield.'),
  stock('reaction-gain-control-of-a-spell', 'spell', '[Reaction]\nGain control of a spell. You may make new choices for it.'),
  stock('reaction-become-a-copy', 'spell', '[Reaction]\nChoose a unit. It becomes a copy of another friendly unit.'),
  stock(
    'reaction-reflection-copy',
    'spell',
    '[Reaction]\nChoose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit.',
  ),
  stock('kill-own-unit-to-deal-3', 'spell', 'As an additional cost to play me, kill a unit you control.\nDeal 3 to a unit.'),
  stock(
    'optional-discard-discount-draw-1',
    'spell',
    'You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1.',
  ),
  stock('play-a-mech-token', 'spell', 'Play a 3 :rb_might: Mech unit token to your base.'),
  stock('pay-rainbow-fury-to-draw-1', 'spell', 'You may pay :rb_rune_rainbow::rb_rune_fury:. If you do, draw 1.'),
  stock('reaction-move-up-to-2-to-base', 'spell', '[Reaction]\nMove up to 2 friendly units to base.'),
  stock('detach-an-equipment', 'spell', 'Detach an Equipment.'),
  stock('move-a-buff-to-an-enemy', 'spell', 'Move a buff from a friendly unit to an enemy unit.'),
  stock('kill-an-equipped-unit', 'spell', 'Kill an equipped unit.'),
  stock('banish-a-unit', 'spell', 'Banish a unit.'),
  stock('split-its-might-among-3-enemies', 'spell', 'Choose a unit you control. It deals damage equal to its Might split among up to 3 enemy units.'),
  stock('deal-2-to-up-to-two-units', 'spell', 'Deal 2 to up to two units.'),
  stock('reaction-ignore-deflect-deal-1', 'spell', "[Reaction]\nIgnore [Deflect] while paying this spell's cost.\nDeal 1 to a unit."),
  stock('return-a-friendly-unit', 'spell', "Return a friendly unit to its owner's hand."),
  stock('kill-all-gear', 'spell', 'Kill all gear.'),
  stock('kill-an-equipment', 'spell', 'Kill an Equipment.'),
  stock('deal-2-to-all-units-at-battlefields', 'spell', 'Deal 2 to ALL units at battlefields.'),
  stock('ready-a-legend', 'spell', 'Ready a legend.'),
  stock('play-a-gold-token', 'spell', 'Play a Gold gear token.'),
  // units
  stock('reaction-unit', 'unit', '[Reaction]'),
  stock('hidden-unit', 'unit', '[Hidden]'),
  stock('tank-unit', 'unit', '[Tank]'),
  stock('backline-unit', 'unit', '[Backline]'),
  stock('deflect-unit', 'unit', '[Deflect]'),
  stock('accelerate-unit', 'unit', '[Accelerate]'),
  stock('tank-and-backline-unit', 'unit', '[Tank]\n[Backline]'),
  stock('unkillable-unit', 'unit', "I can't be killed."),
  stock('deathknell-draw-1', 'unit', '[Deathknell][>] Draw 1.'),
  stock('exhaust-unit-draw-1', 'unit', ':rb_exhaust:: Draw 1.'),
  stock('exhaust-at-a-battlefield-draw-1', 'unit', ":rb_exhaust:: Draw 1. Use only while I'm at a battlefield."),
  stock('first-friendly-death-each-turn-draw-1', 'unit', 'The first time a friendly unit dies each turn, draw 1.'),
  stock('on-winning-combat-draw-1', 'unit', 'When I win a combat, draw 1.'),
  stock('on-play-deal-1-to-an-enemy', 'unit', 'When you play me, deal 1 to an enemy unit.'),
  stock('on-conquer-draw-1', 'unit', 'When you conquer, draw 1.'),
  stock('plays-to-an-open-battlefield', 'unit', 'You may play me to an open battlefield.'),
  stock('mighty-bonus', 'unit', 'When a unit you control becomes [Mighty], give it +1 :rb_might: this turn.'),
  stock('on-move-draw-1', 'unit', 'When I move, draw 1.'),
  stock('on-attack-draw-1', 'unit', 'When I attack, draw 1.'),
  stock('on-hold-draw-1', 'unit', 'When I hold, draw 1.'),
  stock('legion-on-play-draw-1', 'unit', '[Legion][>] When you play me, draw 1.'),
  stock('takes-no-damage-unit', 'unit', "I don't take damage."),
  stock('ambush-where-enemies-are', 'unit', '[Ambush]\nI can [Ambush] to battlefields where there are enemy units.'),
  stock('ambush-kill-own-unit-to-play', 'unit', '[Ambush]\nAs an additional cost to play me, kill a unit you control.'),
  stock('on-own-conquer-draw-1', 'unit', 'When I conquer, draw 1.'),
  stock('on-play-draw-1', 'unit', 'When you play me, draw 1.'),
  stock('on-defend-draw-1', 'unit', 'When I defend, draw 1.'),
  stock('empower-draw-1', 'unit', '[Empower] :rb_energy_1:\nWhen I become [Empowered], draw 1.'),
  stock('combat-ended-draw-1', 'unit', 'When a combat that I was in ends, draw 1.'),
  stock('on-attack-alone-draw-1', 'unit', 'When I attack one on one, draw 1.'),
  stock('two-deathknells', 'unit', '[Deathknell][>] Draw 1.\n[Deathknell][>] Draw 2.'),
  stock(
    'cheaper-with-two-units-at-a-battlefield',
    'unit',
    'I cost :rb_energy_2::rb_rune_order: less if you control a battlefield with exactly two units there.',
  ),
  stock('exhaust-pull-a-unit-to-my-battlefield', 'unit', ':rb_exhaust:: Move a unit at a different location to my battlefield.'),
  stock('on-play-draw-1-may-discard-1', 'unit', 'When you play me, draw 1. You may discard 1.'),
  stock('plus-1-might-unit', 'unit', 'I have +1 :rb_might:.'),
  stock('reaction-shields-other-friendly-units', 'unit', "[Reaction]\nOther friendly units can't be chosen by enemy spells and abilities."),
  stock('spell-played-unit-draw-1', 'unit', 'When you play a spell, draw 1.'),
  stock('ganking-unit', 'unit', '[Ganking]'),
  stock('combat-ended-undamaged-draw-1', 'unit', "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1."),
  stock('ganking-unit-with-reminder', 'unit', '[Ganking] (I can move from battlefield to battlefield.)'),
  stock('accelerate-fury-unit', 'unit', '[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)'),
  // gear
  stock('exhaust-gear-draw-1', 'gear', ':rb_exhaust:: Draw 1.'),
  stock('energy-1-draw-1', 'gear', ':rb_energy_1:: Draw 1.'),
  stock('exhaust-deal-1-to-an-enemy', 'gear', ':rb_exhaust:: Deal 1 to an enemy unit.'),
  stock('exhaust-deal-1', 'gear', ':rb_exhaust:: Deal 1 to a unit.'),
  stock('energy-1-attach', 'gear', ':rb_energy_1:: Attach this to a unit you control.'),
  stock('equip-fury', 'gear', '[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)'),
  stock('beginning-draw-1', 'gear', 'At the start of your Beginning Phase, draw 1.'),
  stock('on-conquer-gear-draw-1', 'gear', 'When you conquer, draw 1.'),
  stock('end-of-turn-draw-1', 'gear', 'At the end of turn, draw 1.'),
  stock('spell-played-draw-1', 'gear', 'When you play a spell, draw 1.'),
  stock('unit-played-draw-1', 'gear', 'When you play a unit, draw 1.'),
  stock('spells-cost-1-less', 'gear', 'Spells you play cost :rb_energy_1: less.'),
  stock('on-play-discard-1-to-draw-2', 'gear', 'When you play this, you may discard 1 to draw 2.'),
  stock('attach-and-detach', 'gear', ':rb_energy_1:: Attach this to a unit you control.\n:rb_energy_1:: Detach this. If you do, draw 1.'),
  stock('self-attaching-draw-on-move', 'gear', 'At the start of your Beginning Phase, attach this to a unit you control.\nWhen I move, draw 1.'),
  stock('name-a-card-minus-2', 'gear', 'When you play me, name a card.\n:rb_exhaust:: Give a unit with that name -2 :rb_might: this turn.'),
  stock('name-a-tag-minus-2', 'gear', 'When you play me, name a tag.\n:rb_exhaust:: Give a unit with the named tag -2 :rb_might: this turn.'),
  stock('facedown-zones-hold-2', 'gear', 'Your facedown zones can hold 2 cards.'),
  stock('exhaust-reaction-draw-1', 'gear', ':rb_exhaust:: [Reaction] — Draw 1.'),
  stock('steal-opponents-draws', 'gear', 'If an opponent would draw, you draw 1 instead.'),
  stock('first-death-in-beginning-draw-1', 'gear', 'The first time a friendly unit dies during your Beginning Phase each turn, draw 1.'),
  stock('equip-3-less-per-rune', 'gear', '[Equip] :rb_energy_3:. This ability costs :rb_energy_1: less for each rune you control.'),
  stock('exhaust-add-1-rainbow-for-spells', 'gear', ':rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. Use only to play spells.'),
  stock('add-2-when-an-opponent-would-draw', 'gear', 'If an opponent would draw, [Add] :rb_energy_2: instead.'),
  stock('exhaust-reaction-add-1', 'gear', ':rb_exhaust:: [Reaction] — [Add] :rb_energy_1:.'),
  stock('deal-5-split-among-up-to-three-enemy-units', 'spell', 'Deal 5 damage split among up to three enemy units.'),
  stock('play-a-ready-3-might-mech-token-to-base', 'spell', 'Play a ready 3 :rb_might: Mech unit token to your base.'),
  stock('reaction-move-a-friendly-unit-to-base', 'spell', '[Reaction]\nMove a friendly unit to base.'),
  stock('a-unit-loses-ganking', 'spell', 'Choose a unit. It loses [Ganking] this turn.'),
  stock('action-if-you-control-a-gear-draw-1', 'spell', 'If you control a gear, this has [Action].\nDraw 1.'),
  stock('take-control-of-a-unit', 'spell', 'Take control of a unit.'),
  stock('discard-1-to-draw-2', 'spell', 'Discard 1 to draw 2.'),
  stock('gain-1-point-then-draw-1', 'spell', 'Gain 1 point. If you do, draw 1.'),
  stock('kill-a-unit-costing-2-or-less', 'spell', 'Kill a unit that costs :rb_energy_2: or less.'),
  stock('move-an-enemy-unit', 'spell', 'Move an enemy unit.'),
  stock('reaction-play-a-recruit-token', 'spell', '[Reaction]\nPlay a Recruit unit token.'),
  stock('kill-a-temporary-gear', 'spell', 'Kill a gear with [Temporary].'),
  stock('equip-1', 'gear', '[Equip] :rb_energy_1:'),
  stock('energy-1-exhaust-draw-1', 'gear', ':rb_energy_1:, :rb_exhaust:: Draw 1.'),
  // legends
  stock('exhaust-legend-draw-1', 'legend', ':rb_exhaust:: Draw 1.'),
  // battlefields
  stock('hold-here-draw-1', 'battlefield', 'When you hold here, draw 1.'),
  stock('defend-here-draw-1', 'battlefield', 'When you defend here, draw 1.'),
  stock('beginning-here-draw-1', 'battlefield', 'At the start of your Beginning Phase, draw 1.'),
  stock('conquer-here-draw-1', 'battlefield', 'When you conquer here, draw 1.'),
  stock('energy-1-battlefield-draw-1', 'battlefield', ':rb_energy_1:: Draw 1.'),
];

const byTypeAndText = new Map(STOCK_CARDS.map((c) => [`${c.type}\u0000${c.text}`, c]));

/** The stock card with this type and text, if there is one. */
export function stockCardFor(type: CardType, text: string): StockCard | undefined {
  return byTypeAndText.get(`${type}\u0000${text}`);
}

/** Whether an engine needs a card-text compiler to build this test card: it has text that is no stock card's. */
export function needsCompiler(card: { type: CardType; text: string; stock?: string; effectText?: string }): boolean {
  if (card.effectText?.trim()) return true; // Effect Text is abilities to read, whatever the rules text
  if (card.text.trim() === '') return false;
  const known = card.stock === undefined ? undefined : STOCK_CARDS.find((c) => c.code === card.stock);
  return !known || known.type !== card.type || known.text !== card.text;
}
