// The scenario's World: it accumulates a declarative Setup from Given steps, creates the game lazily on
// the first When/Then, performs actions through the Driver, and enforces strictness:
// - a refused action must be acknowledged by "Then the action is refused" before anything else;
// - a pending decision must be answered (or at least looked at) before the next action or the end.
// Long file: the World is one class (setup, game, actions, strictness about refusals and choices) whose
// parts share its state, and it passes answers on at once when the driver gives them at once.
import { AfterAll, BeforeAll, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { checkRefusalCode, EngineFault, missingCapability, Unsupported, whenAnswered, type Answer, type Driver } from './drivers/driver.ts';
import { createDriver } from './drivers/index.ts';
import { editionChoiceFromEnv, editionInForce } from './support/edition.ts';
import { alreadyDeclared, DEFAULT_BATTLEFIELD, usedTestCards } from './support/test-cards.ts';
import { locate } from './support/phrases.ts';
import type {
  Action,
  ActionResult,
  BattlefieldSetup,
  Capabilities,
  GameEvent,
  ObjectSetup,
  PlayerSetup,
  Refusal,
  Setup,
  TestCard,
  View,
} from './drivers/protocol.ts';
import { stockCardFor } from './drivers/protocol.ts';

export interface WorldParameters {
  engine?: string;
  /** An engine expected to support every scenario (the reference under mutation testing): "unsupported" fails. */
  unsupportedFails?: boolean;
}

const drivers = new Map<string, Promise<Driver>>();
const capabilityCache = new Map<string, Promise<Capabilities>>();
/** Each engine's driver and capabilities once they have come (game() awaits them the first time only). */
const ready = new Map<string, { driver: Driver; caps: Capabilities }>();

// Drivers finish their work at the end of the run: the HTTP driver's last DELETE travels after its
// scenario, and closing waits for it, so a failed deletion still fails the run.
AfterAll(async function () {
  for (const driver of drivers.values()) await (await driver).close?.();
});

// The embedded engine loads before the first scenario rather than during it, so that its module-level
// code (tables, constants) runs outside every Example: mutation testing (npm run mutation) can then
// tell a mutant there, which takes effect only as the engine loads, from one that Examples reach.
BeforeAll(async function () {
  if ((this.parameters.engine ?? 'reference') === 'reference') await sharedDriver('reference');
});

/** One driver per engine per worker: creating HTTP clients or engines per scenario would dominate the run time. */
function sharedDriver(engine: string): Promise<Driver> {
  let d = drivers.get(engine);
  if (!d) drivers.set(engine, (d = createDriver(engine)));
  return d;
}

/**
 * Setups carry the edition whose rules are in force (support/edition.ts): the run's --setup-edition,
 * else the feature's @edition, else the newest edition the Example's @editions tag names.
 */
const choiceOfRun = editionChoiceFromEnv();

export type PlayerZone = 'hand' | 'mainDeck' | 'runeDeck' | 'base' | 'runes' | 'trash' | 'banishment';

export class RiftWorld extends World<WorldParameters> {
  readonly setup: Setup = { players: [{ id: 'Alice' }, { id: 'Bob' }], turnPlayer: 'Alice', testCards: [] };
  driver!: Driver;
  gameId: string | null = null;
  lastAction: Action | null = null;
  lastResult: ActionResult | null = null;
  /** The `seq` of the newest event an accepted action reported: a later action reports only newer ones. */
  private lastReportedSeq: number | null = null;
  /** The view returned with the game's creation or its last accepted action. */
  latestView: View | null = null;
  /** A refusal no step has acknowledged yet. */
  unacknowledgedRefusal: { action: Action; refusal: Refusal } | null = null;
  /** The texts of the scenario's steps, in order (set by a Before hook, support/outcomes.ts). */
  stepTexts: readonly string[] = [];
  /** The index of the running step in stepTexts, -1 before the first (advanced as each step starts, support/outcomes.ts). */
  stepIndex = -1;
  /** The text of the next step of the scenario ('' at the last one), null when not known (no step has started). */
  get nextStepText(): string | null {
    return this.stepIndex < 0 ? null : (this.stepTexts[this.stepIndex + 1] ?? '');
  }
  /** Why the scenario does not apply to the edition of this run (its @editions leave it out), if so. */
  notApplicable: string | null = null;
  /**
   * Takes the edition in force for a scenario with these tags, or notes why it does not apply. Called
   * by the one Before hook of support/outcomes.ts as the scenario starts: a hook of its own would cost
   * cucumber a test step more per scenario.
   */
  takeEdition(tags: readonly string[]): void {
    const inForce = editionInForce(tags, choiceOfRun);
    if ('notApplicable' in inForce) this.notApplicable = inForce.notApplicable;
    else this.setup.edition = inForce.edition;
  }
  /** The last action was refused together with the choices of the steps after it (refusedWithItsChoices). */
  refusedWithChoices = false;
  /** The texts of the steps after the running one. */
  get stepsAhead(): readonly string[] {
    return this.stepIndex < 0 ? [] : this.stepTexts.slice(this.stepIndex + 1);
  }
  /**
   * Choices the engine made without a pending decision, recorded as `chose` events (carried by the
   * action, or forced), that no step has matched yet. A step that scripts a choice takes its match;
   * one made among several options that no step scripts fails the scenario (checkNoUnscriptedChoice).
   */
  recordedChoices: GameEvent[] = [];
  /**
   * Choices the scenario's steps carried with an action (choices-with-action), in order: `stepped` once
   * their own "P chooses X" step has run, `recorded` once the engine's `chose` event says it used them.
   */
  carriedChoices: Array<{ player: string; chosen: string[]; stepped: boolean; recorded: GameEvent | null }> = [];
  /** Id of a pending decision a Then step has looked at (allowed to remain open at the end). */
  acknowledgedDecision: string | null = null;
  /** The cards each player set aside in a mulligan (steps/deck-game-steps.ts). */
  readonly setAside = new Map<string, string[]>();
  /** The capability an Unsupported error named: the scenario is "unsupported" (see support/outcomes.ts). */
  unsupported: string | null = null;
  /** The engine's capabilities, known once the game exists (game()). */
  caps: Capabilities | null = null;
  private refCounts = new Map<string, number>();

  constructor(options: IWorldOptions<WorldParameters>) {
    super(options);
  }

  get engine(): string {
    return this.parameters.engine ?? 'reference';
  }

  // ------------------------------------------------------------------ setup (Given)

  player(id: string): PlayerSetup {
    this.assertNotStarted();
    let p = this.setup.players.find((x) => x.id === id);
    if (!p) {
      p = { id };
      this.setup.players.push(p);
    }
    return p;
  }

  /** A fresh ref for an object: "Alice's Shipyard Skulker", then "Alice's Shipyard Skulker 2", ... */
  newRef(base: string): string {
    const n = (this.refCounts.get(base) ?? 0) + 1;
    this.refCounts.set(base, n);
    return n === 1 ? base : `${base} ${n}`;
  }

  /** Always numbered: "Alice's card 1", "Alice's card 2", ... */
  numberedRef(base: string): string {
    const n = (this.refCounts.get(`#${base}`) ?? 0) + 1;
    this.refCounts.set(`#${base}`, n);
    return `${base} ${n}`;
  }

  addToZone(player: string, zone: PlayerZone, object: ObjectSetup): void {
    const p = this.player(player);
    (p[zone] ??= []).push(object);
  }

  battlefield(ref: string): BattlefieldSetup {
    this.assertNotStarted();
    const list = (this.setup.battlefields ??= []);
    let b = list.find((x) => x.ref === ref);
    if (!b) {
      b = { ref, card: DEFAULT_BATTLEFIELD };
      list.push(b);
    }
    return b;
  }

  /** Declares a test card; one with a stock card's type and text carries that card's code (protocol/stock-cards.ts). */
  useTestCard(card: TestCard): void {
    const cards = (this.setup.testCards ??= []);
    if (alreadyDeclared(cards, card)) return;
    const stock = stockCardFor(card.type, card.text);
    cards.push(stock ? { ...card, stock: stock.code } : card);
  }

  assertNotStarted(): void {
    if (this.gameId) throw new Error('the game has already started: put Given steps before When/Then steps');
  }

  // ------------------------------------------------------------------ the game (When / Then)

  async capabilities(): Promise<Capabilities> {
    let c = capabilityCache.get(this.engine);
    if (!c) capabilityCache.set(this.engine, (c = this.driver.capabilities()));
    return c;
  }

  /** Creates the game from the accumulated setup on first use; a missing capability makes the scenario unsupported. */
  async game(): Promise<string> {
    if (this.gameId) return this.gameId;
    if (this.notApplicable) throw new Unsupported(this.notApplicable);
    this.driver = await sharedDriver(this.engine);
    const caps = await this.capabilities();
    ready.set(this.engine, { driver: this.driver, caps });
    return this.create(caps);
  }

  /** Creates the game with the driver and capabilities at hand. */
  private create(caps: Capabilities): Answer<string> {
    this.caps = caps;
    // Given steps refuse to change the setup once the game exists (assertNotStarted), and engines do not
    // change what they are given, so the setup is passed as it is, only with just the test cards it uses.
    const { testCards: declared, ...rest } = this.setup;
    const testCards = usedTestCards(rest, declared ?? []);
    const setup: Setup = testCards.length ? { ...rest, testCards } : rest;
    const missing = missingCapability(setup, caps);
    if (missing) throw new Unsupported(missing);
    return whenAnswered(this.driver.createGame(setup), ({ gameId, view }) => {
      // openapi.yaml View.gameId: the view names the game it is a view of
      if (view.gameId !== gameId) throw new EngineFault(`the view of game ${gameId} names the game ${view.gameId}`);
      checkPhase(view);
      this.gameId = gameId;
      this.latestView = view;
      return gameId;
    });
  }

  // Once the game exists, the steps below reach the driver without awaiting game(), and answer as the
  // driver does (at once in-process, see Answer): nearly every step of a scenario is one of them, and a
  // step that finishes at once costs cucumber far less than one that returns a promise.

  /** The game's id: at once when it exists, else once game() has created it. */
  // Created at once too when the engine's driver and capabilities are already known and its driver answers at once.
  started(): Answer<string> {
    if (this.gameId !== null) return this.gameId;
    const known = ready.get(this.engine);
    if (!known || this.notApplicable) return this.game();
    this.driver = known.driver;
    return this.create(known.caps);
  }

  view(): Answer<View> {
    if (this.gameId === null) return whenAnswered(this.started(), () => this.view());
    this.checkAcknowledged();
    return this.driver.view(this.gameId);
  }

  /** Every event of the game, including those of the phases the setup started in. */
  events(): Answer<GameEvent[]> {
    if (this.gameId === null) return whenAnswered(this.started(), () => this.events());
    return this.driver.events(this.gameId);
  }

  /** Performs an action; a refusal is remembered and must be acknowledged by the next step. */
  act(action: Action): Answer<ActionResult> {
    if (this.gameId === null) return whenAnswered(this.started(), () => this.act(action));
    const gameId = this.gameId;
    this.checkAcknowledged();
    if (action.kind !== 'decide') {
      this.checkNoOpenDecision();
      this.checkNoUnscriptedChoice();
    }
    if ((action.kind === 'play' || action.kind === 'activate') && action.choices) {
      for (const c of action.choices) this.carriedChoices.push({ player: action.player, chosen: c.chosen ?? [], stepped: false, recorded: null });
    }
    this.lastAction = action;
    this.refusedWithChoices = false;
    return whenAnswered(this.driver.act(gameId, action), (result) => this.actionAnswered(action, result));
  }

  private actionAnswered(action: Action, result: ActionResult): ActionResult {
    this.lastResult = result;
    if (result.ok) {
      this.latestView = result.view;
      // openapi.yaml Decision.id names one question: the question an accepted answer leaves pending is another one
      const next = result.view.pendingDecision;
      if (action.kind === 'decide' && next && next.id === action.decision)
        throw new EngineFault(`the question ${action.decision} was answered, yet the next question pending has its id`);
      checkPhase(result.view);
      // openapi.yaml ActionResult.events: the events this action caused, none an earlier action reported
      const earlier = this.lastReportedSeq;
      const repeated = earlier === null ? undefined : result.events.find((e) => e.seq <= earlier);
      if (repeated) throw new EngineFault(`the action reported event ${repeated.seq} (${repeated.kind}), which an earlier action reported`);
      this.lastReportedSeq = result.events.at(-1)?.seq ?? earlier;
      // openapi.yaml Decision.source: the ref of the object asking, one the game holds (in a zone, on the board or on the Chain)
      if (next?.source !== undefined && !refInGame(result.view, next.source))
        throw new EngineFault(`the question ${next.id} names ${next.source} as the object asking, which is nowhere in the game`);
      for (const e of result.events) {
        if (e.kind !== 'chose') continue;
        const carried = this.carriedChoices.find((c) => !c.recorded && c.player === e.player && sameRefs(c.chosen, choiceMade(e)));
        if (carried) carried.recorded = e;
        else this.recordedChoices.push(e);
      }
    }
    if (!result.ok) checkRefusalCode(result.refusal.code);
    // An engine that refuses because it lacks a feature makes the scenario unsupported, not failed.
    if (!result.ok && result.refusal.code === 'unsupported') throw new Unsupported(result.refusal.reason);
    if (!result.ok) {
      this.unacknowledgedRefusal = { action, refusal: result.refusal };
      // Reported at the step that acted, not the next one, unless the next one is there to expect it,
      // or (an engine taking choices with the action) the choices the refusal is about come first.
      this.refusedWithChoices = this.refusedWithItsChoices(action);
      if (this.nextStepText !== null && !EXPECTS_REFUSAL.test(this.nextStepText) && !this.refusedWithChoices) this.checkAcknowledged();
    }
    return result;
  }

  /**
   * An engine that takes choices with the action may refuse the action itself for a choice that a
   * prompting engine refuses when it is answered: "When P plays X / And P chooses Y / Then the action is
   * refused". The choose steps then stand for the refused action's choices (refusedAction) and the
   * refusal is the one the scenario expects.
   */
  refusedWithItsChoices(action: Action): boolean {
    if (action.kind !== 'play' && action.kind !== 'activate') return false;
    if (!this.caps!.features.includes('choices-with-action')) return false;
    let i = 0;
    while (CHOOSES.exec(this.stepsAhead[i] ?? '')?.[1] === action.player) i++;
    return i > 0 && EXPECTS_REFUSAL.test(this.stepsAhead[i] ?? '');
  }

  /** A choose step right after an action refused with its choices (refusedWithItsChoices): nothing to answer. */
  choiceOfRefusedAction(player: string): boolean {
    const r = this.unacknowledgedRefusal?.action;
    return !!r && (r.kind === 'play' || r.kind === 'activate') && r.player === player;
  }

  /** For "Then the action is refused": returns the refusal and clears the pending acknowledgement. */
  takeRefusal(): Refusal {
    const r = this.unacknowledgedRefusal;
    this.unacknowledgedRefusal = null;
    if (!r) {
      const what = this.lastAction ? describeAction(this.lastAction) : 'no action';
      throw new Error(`expected ${what} to be refused, but it was accepted`);
    }
    return r.refusal;
  }

  checkAcknowledged(): void {
    const r = this.unacknowledgedRefusal;
    if (r) {
      this.unacknowledgedRefusal = null;
      throw new Error(`${describeAction(r.action)} was refused (${r.refusal.code}${r.refusal.rule ? `, rule ${r.refusal.rule}` : ''}: ${r.refusal.reason})`);
    }
  }

  /** Strict decisions: a decision the scenario did not script fails it, saying what was asked. */
  checkNoOpenDecision(): void {
    // The view that came with the game or with the last accepted action is current: only actions change a game.
    const d = this.latestView?.pendingDecision;
    if (d && d.id !== this.acknowledgedDecision) {
      throw new Error(`unscripted decision: ${d.player} was asked to ${d.kind} ("${d.prompt}") with options ${d.options.map((o) => o.id).join(', ')}`);
    }
  }

  /**
   * Whether a scripted "P chooses X" was made without a pending decision: carried with the action, or
   * recorded by the engine (a forced choice) as a `chose` event of exactly X. With `strict` (nothing
   * pending to answer instead), a recorded choice of P's of anything else fails the step.
   */
  takeRecordedChoice(player: string, chosen: readonly string[], strict: boolean): boolean {
    // Carried with the action: its step is done, whether the engine has used it yet or uses it at a later decision.
    const carried = this.carriedChoices.find((c) => !c.stepped && c.player === player && sameRefs(c.chosen, chosen));
    if (carried) return (carried.stepped = true);
    // With a decision pending, only a recorded choice of exactly these is taken; the step may answer the decision.
    const exact = this.recordedChoices.findIndex((e) => e.player === player && sameRefs(choiceMade(e), chosen));
    const i = exact >= 0 || !strict ? exact : this.recordedChoices.findIndex((e) => e.player === player);
    if (i < 0) return false;
    const [choice] = this.recordedChoices.splice(i, 1);
    const made = choiceMade(choice!);
    if (!sameRefs(made, chosen)) {
      throw new Error(`${player} was to choose ${chosen.join(', ')}, but the engine recorded that ${player} chose ${made.join(', ') || 'nothing'}`);
    }
    return true;
  }

  /**
   * "P is asked to choose ... among X" when no decision is pending: the engine made the choice without
   * asking (forced or carried), and recorded that it chose among exactly X. Null when it recorded none.
   */
  recordedChoiceAmong(player: string): GameEvent | null {
    return (
      this.recordedChoices.find((e) => e.player === player) ??
      this.carriedChoices.find((c) => c.player === player && c.recorded && !c.stepped)?.recorded ??
      null
    );
  }

  /**
   * A choice among several options that the engine made and no step scripted fails, as an unscripted
   * decision does; so does a choice carried with an action that the engine never recorded using.
   */
  checkNoUnscriptedChoice(): void {
    const unscripted = this.recordedChoices.find((e) => (e.options?.length ?? 0) > 1);
    const unused = this.carriedChoices.find((c) => c.stepped && !c.recorded);
    this.recordedChoices = [];
    this.carriedChoices = this.carriedChoices.filter((c) => !c.stepped);
    if (unscripted) {
      throw new Error(
        `unscripted choice: the engine chose ${choiceMade(unscripted).join(', ') || 'nothing'} for ${unscripted.player} among ${unscripted.options!.join(', ')}`,
      );
    }
    if (unused)
      throw new Error(`${unused.player}'s choice of ${unused.chosen.join(', ')}, carried with the action, was never recorded as made (no "chose" event)`);
  }

  dispose(): Answer<void> {
    if (this.gameId && this.driver) return this.driver.disposeGame(this.gameId);
  }
}

function choiceMade(e: GameEvent): string[] {
  return e.objects ?? (e.object ? [e.object] : []);
}

function sameRefs(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** The step that takes a refusal (state-steps.ts "the action is refused"). */
export const EXPECTS_REFUSAL = /^the action is refused\b/;

/** The step that scripts a choice (action-steps.ts "P chooses X"). */
export const CHOOSES = /^(\w+) chooses (.+)$/;

export function describeAction(a: Action): string {
  switch (a.kind) {
    case 'play':
      return `${a.player} playing ${a.card}`;
    case 'activate':
      return `${a.player} activating ${a.source}`;
    case 'move':
      return `${a.player} moving ${a.units.join(', ')} to ${a.to}`;
    case 'hide':
      return `${a.player} hiding ${a.card}`;
    case 'pass':
      return `${a.player} passing`;
    case 'end-turn':
      return `${a.player} ending the turn`;
    case 'decide':
      return `${a.player} answering decision ${a.decision}`;
    case 'concede':
      return `${a.player} conceding`;
    case 'invite':
      return `${a.player} inviting ${a.teammate}`;
  }
}

setWorldConstructor(RiftWorld);

/** Whether the ref names an object of the view: in a player's zones, on the board, on the Chain, or a battlefield. */
function refInGame(view: View, ref: string): boolean {
  return locate(view, ref) !== null || view.chain.some((c) => c.source === ref) || view.battlefields.some((b) => b.ref === ref);
}

/**
 * openapi.yaml Phase: the phases a view may be in (a game set up from decks stands in turn 1's Awaken Phase until the
 * mulligans are done). Typed against the generated Phase, so none can be missing or extra.
 */
const PHASE_NAMES: Record<View['phase'], true> = { awaken: true, beginning: true, channel: true, draw: true, main: true, ending: true };
const PHASES: ReadonlySet<string> = new Set(Object.keys(PHASE_NAMES));

function checkPhase(view: View): void {
  if (!PHASES.has(view.phase)) throw new EngineFault(`the view's phase "${view.phase}" is none of the protocol's phases`);
}
