// Why the printings the grammar does not yet read are hard: each entry names a construct by a phrase
// of the printed text and says what the tree or the engine lacks for it. `riftcheck cards compile`
// attaches the first matching entry to each printing that is not semantic (not-semantic.tsv, the
// "why it is hard" column; compile.json, `hard`), so the list of printings left is generated from the
// card list and only the reasons are kept by hand. A printing no entry matches shows an empty reason:
// a new construct to explain (test/card-text/cli.test.ts checks there is none).

export interface HardConstruct {
  /** a phrase of the printed text that shows the construct (matched case-insensitively). */
  phrase: string;
  /** what the construct is and what the tree or the engine lacks for it. */
  why: string;
}

export const HARD_CONSTRUCTS: readonly HardConstruct[] = [
  {
    phrase: 'you and that player each',
    why: 'a compound actor (the controller and another player) acting once per player who chose: an instruction has one actor, and the engine reads one player per actor; besides, "chooses Cards or Runes" picks one of two named options, which the grammar now misreads as choosing card and rune objects, so reading the actor alone would give a wrong tree',
  },
  {
    phrase: 'you and each opponent may',
    why: 'a compound actor (the controller and each opponent) each choosing, then a count of the opponents who did: an instruction has one actor, and no node counts who did',
  },
  {
    phrase: "hasn't been chosen for this spell",
    why: 'each other player in turn chooses a unit no earlier player chose for this spell: a restriction on choices made by other players during the same resolution, which no reference records',
  },
  {
    phrase: 'at its destination',
    why: '"its destination" is the place an earlier move sent a unit, and "they deal damage ... to each other" pairs a moved and a chosen unit inside a reflexive "do this": no location reference names a move\'s destination',
  },
  {
    phrase: 'If you would reveal cards from a deck',
    why: 'a replacement whose effect runs before the replaced event and then lets it happen ("first ... Then reveal those cards"): the replacement node replaces ("instead") and cannot say "first"',
  },
  {
    phrase: 'Track gained XP here',
    why: 'a reminder card for the XP counter: its lines describe the game, they are no rules text to compile',
  },
  {
    phrase: 'may play this spell again',
    why: 'another player plays the same spell again at a new cost, and the damage counts the times this spell dealt damage this turn across plays: no reference follows a spell across plays',
  },
  {
    phrase: 'the unit you exhausted to pay for this ability',
    why: 'a reference to the object chosen to pay a cost, read after payment: costs keep no record of what paid them',
  },
  {
    phrase: 'and a total Might of 8 or less to a single location',
    why: 'two group restrictions joined by "and" (same controller, total Might) and one destination shared by all: group restrictions are single, and "a single location" is no location reference',
  },
  {
    phrase: 'get the effect.)ambush',
    why: 'a defect of the card list: the word "ambush" follows the reminder text, which the printed card does not have; read as printed, the line does not end where the card does',
  },
];

/** Why a printing that is not semantic is hard, from its text; '' when no construct explains it. */
export function whyHard(text: string): string {
  const lower = text.toLowerCase();
  return HARD_CONSTRUCTS.find((h) => lower.includes(h.phrase.toLowerCase()))?.why ?? '';
}
