// The semantic tree of Riftbound card text.
//
// Every node is a discriminated union member with a `kind` field, so the engine can interpret a
// tree with a `switch (node.kind)` and the compiler can decompile it back to canonical text.
// Some nodes carry a `form` field: it records which of several equivalent printed wordings was
// used ("friendly unit" vs "unit you control"). Interpreters ignore `form`; the decompiler needs it
// to give back the printed text.
//
// Stability: other parts of the engine interpret these types. Kinds and fields are only ever ADDED.
//
// Conventions
// - Offsets (`span`) are character offsets into `CompiledText.normalized` (the normalised text);
//   lexer diagnostics (unknown symbols, unclosed brackets) point into the input as given.
// - A "for each X" repeat carries X as a full reference with determiner 'each' ("each card in your
//   trash"): the body happens once per object that reference selects.
// - `join` on an instruction is presentation plus one meaning: 'or' / ', or' = do one of them.
// - "me", "I", "this" on a permanent's or spell's text mean the object that carries the text.
// - An instruction without `actor` is performed by the controller of the ability ("you").

export type * from './ast/values.ts';
export type * from './ast/references.ts';
export type * from './ast/keywords-and-costs.ts';
export type * from './ast/triggers-and-conditions.ts';
export type * from './ast/instructions.ts';
export type * from './ast/passives.ts';
export type * from './ast/abilities.ts';
