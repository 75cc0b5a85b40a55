// The editions of the Core Rules the engine plays, and where their behaviour differs. A game is
// played under the edition its setup names (v1.4 when it names none). Rule numbers in the engine
// stay v1.4's; each difference names its rule in every edition that states it.
//
// Differences carried out (each with an Example per side in features/):
// - Information that is gone (a target no longer legal, a unit that left the board): v1.0 reads a
//   number of it as 0 (v1.0 563.2.c.8, its Last Breath example); from v1.1 on it is null and the
//   calculations that use it are ignored (v1.1 356.3.e.12, v1.4 359.3.e.12, the Baited Hook example).
// - The Power of a card's own domain ([C], as in Accelerate's cost) on a card of several domains: up to
//   v1.3 it is a Power of any domain (v1.1 134.2.e.6.b, v1.3 135.2.e.6.b and 805.1.a.2); from v1.4 it
//   must match one of the card's domains (v1.4 135.2.e.6.c and 805.1.a.1, the Tibbers example).
// - Attaching a card to the card it is already attached to: up to v1.2 it detaches and attaches again,
//   as an attach (the Las Vegas 2026 quick rulings on Grandmaster at Arms); from v1.3 nothing happens (434.1.g).
// - Card texts by date: a card an erratum changed is played as printed under an edition published
//   before the erratum (catalog/printed-texts.ts), with its errata text from the next edition on.
// Everywhere else the engine plays v1.4's rules whatever the edition; DIFFERENCES lists what it knows.
export const EDITIONS = ['v1.0', 'v1.1', 'v1.2', 'v1.3', 'v1.4'] as const;
export type EditionName = (typeof EDITIONS)[number];
export const CURRENT_EDITION: EditionName = 'v1.4';

/** When each edition was published: a game under it sees card texts as they stood that day. */
export const EDITION_PUBLISHED: Record<EditionName, string> = {
  'v1.0': '2025-06-02',
  'v1.1': '2025-10-01',
  'v1.2': '2025-12-01',
  'v1.3': '2026-03-30',
  'v1.4': '2026-07-16',
};

export interface BehaviourDifference {
  id: string;
  what: string;
  /** The first edition with the newer behaviour: editions before it play the older one. */
  since: EditionName;
  /** The rule that states each side, by edition. */
  rules: Partial<Record<EditionName, string>>;
}

export const DIFFERENCES: readonly BehaviourDifference[] = [
  {
    id: 'unavailable-information',
    what: 'a number read from information that is gone is 0 in v1.0; from v1.1 it is null and what uses it is ignored',
    since: 'v1.1',
    rules: { 'v1.0': '563.2.c.8', 'v1.1': '356.3.e.12', 'v1.4': '359.3.e.12' },
  },
  {
    id: 'own-domain-power-of-several-domains',
    what: "a [C] Power on a card of several domains is any domain up to v1.3; from v1.4 one of the card's domains",
    since: 'v1.4',
    rules: { 'v1.1': '134.2.e.6.b', 'v1.2': '134.2.e.6.b', 'v1.3': '805.1.a.2', 'v1.4': '805.1.a.1' },
  },
  {
    id: 'reattach-to-same-top-most',
    what: 'attaching a card to the card it is attached to detaches it and attaches it again up to v1.2; from v1.3 nothing happens',
    since: 'v1.3',
    rules: { 'v1.3': '434.1.g', 'v1.4': '434.1.g' },
  },
  {
    id: 'origins-errata-texts',
    what: 'the cards of the Origins errata (2025-10-28) are played as printed up to v1.1 and with their errata texts from v1.2',
    since: 'v1.2',
    rules: {},
  },
  {
    id: 'spiritforged-errata-texts',
    what: 'the cards of the Spiritforged errata (2026-01-14) are played as printed up to v1.2 and with their errata texts from v1.3',
    since: 'v1.3',
    rules: {},
  },
];

export function isEdition(edition: unknown): edition is EditionName {
  return typeof edition === 'string' && (EDITIONS as readonly string[]).includes(edition);
}

/** What a number read from information that is no longer available is, in the game's edition. */
export function unavailableNumber(edition: string): number | null {
  return edition === 'v1.0' ? 0 : null;
}

/** Whether a [C] Power on a card of several domains must be of one of them (v1.4 on) or may be any. */
export function ownDomainsRestrict(edition: string): boolean {
  return !['v1.0', 'v1.1', 'v1.2', 'v1.3'].includes(edition);
}

/** Whether attaching a card to its current top-most card attaches it anew (up to v1.2) or does nothing (v1.3 on, 434.1.g). */
export function reattachesToSameCard(edition: string): boolean {
  return ['v1.0', 'v1.1', 'v1.2'].includes(edition);
}

/** The documented differences whose behaviour is not the same in the two editions (either order). */
export function differencesBetween(a: EditionName, b: EditionName): BehaviourDifference[] {
  const [lo, hi] = [EDITIONS.indexOf(a), EDITIONS.indexOf(b)].sort((x, y) => x - y);
  return DIFFERENCES.filter((d) => {
    const since = EDITIONS.indexOf(d.since);
    return lo! < since && since <= hi!;
  });
}
