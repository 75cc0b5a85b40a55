// A check of a JSON value against a zod schema of the protocol that builds nothing: it says yes only
// when zod would accept the value exactly as it is (no object with a key the schema lacks, so zod's
// output would equal the input). The HTTP driver asks it first of an engine's answers, the server of
// request bodies, and zod only when it says no: zod then finds and words the fault, or strips what was
// added. A view in zod costs a copy of every object in it; this costs a walk. It is built from the zod schema itself, so the two cannot
// drift, and a part of a schema it does not know (a check, a type) makes it say no for that schema,
// leaving zod to decide everything.
import type { z } from 'zod';

/** True only when the schema accepts the value and parsing it would give back the same value. */
export type ExactMatch = (value: unknown) => boolean;

const NEVER: ExactMatch = () => false;
const built = new WeakMap<z.ZodType, ExactMatch>();

/** The check for this schema (built once per schema). */
export function exactMatch(schema: z.ZodType): ExactMatch {
  let check = built.get(schema);
  if (!check) built.set(schema, (check = compile(schema) ?? NEVER));
  return check;
}

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  options?: z.ZodType[];
  discriminator?: string;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
}

/** The check, or null when the schema has a part this does not know. */
function compile(schema: z.ZodType): ExactMatch | null {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.coerce) return null;
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  switch (def.type) {
    case 'string': {
      const length = lengthBounds(checks);
      return length && ((v) => typeof v === 'string' && v.length >= length.min && v.length <= length.max);
    }
    case 'number': {
      const inRange = numberChecks(checks);
      return inRange && ((v) => typeof v === 'number' && Number.isFinite(v) && inRange(v));
    }
    case 'boolean':
      return checks.length ? null : (v) => typeof v === 'boolean';
    case 'null':
      return checks.length ? null : (v) => v === null;
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      if (checks.length || !values.every((x) => typeof x === 'string')) return null;
      const known = new Set(values);
      return (v) => typeof v === 'string' && known.has(v);
    }
    case 'literal': {
      const values = def.values ?? [];
      if (checks.length || !values.every((x) => typeof x === 'string' || typeof x === 'boolean')) return null;
      const allowed: readonly unknown[] = values;
      return (v) => allowed.includes(v);
    }
    case 'nullable':
    case 'optional': {
      const inner = checks.length ? null : compile(def.innerType!);
      if (!inner) return null;
      const none = def.type === 'nullable' ? null : undefined;
      return (v) => v === none || inner(v);
    }
    case 'array': {
      const length = lengthBounds(checks);
      const element = compile(def.element!);
      if (!length || !element) return null;
      return (v) => {
        if (!Array.isArray(v) || v.length < length.min || v.length > length.max) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case 'object':
      return checks.length ? null : objectCheck(def);
    case 'union':
      return checks.length ? null : discriminatedCheck(def);
    case 'record':
      return checks.length ? null : recordCheck(def);
    default:
      return null;
  }
}

/** An object with no key but the schema's (whether zod would strip others or refuse them), each one matching. */
function objectCheck(def: Def): ExactMatch | null {
  // Unknown keys make it say no anyway: a catchall that accepts some would need zod, one that accepts none (a strict object) does not.
  if (def.catchall !== undefined && (def.catchall as unknown as { _zod: { def: Def } })._zod.def.type !== 'never') return null;
  const shape = def.shape ?? {};
  const fields: Array<[string, ExactMatch]> = [];
  for (const [key, field] of Object.entries(shape)) {
    const check = compile(field);
    if (!check) return null;
    fields.push([key, check]);
  }
  const keys = fields.map(([key]) => key);
  const checks = fields.map(([, check]) => check);
  // Index loops and a key count rather than Object.keys and destructuring: a suite run checks every object of every view.
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype) return false;
    const record = v as Record<string, unknown>;
    let present = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const here = Object.hasOwn(record, key);
      if (here) present++;
      if (!checks[i]!(here ? record[key] : undefined)) return false;
    }
    // Every key counted (any besides the schema's makes the count larger): none the schema lacks.
    let all = 0;
    for (const _ in record) all++;
    return all === present;
  };
}

/**
 * A discriminated union: the option its discriminator names (zod parses with that one only). A union
 * without a discriminator is left to zod, which takes the first option that accepts, stripping or not.
 */
function discriminatedCheck(def: Def): ExactMatch | null {
  const key = def.discriminator;
  if (key === undefined) return null;
  const byValue = new Map<unknown, ExactMatch>();
  for (const option of def.options ?? []) {
    const optionDef = (option as unknown as { _zod: { def: Def } })._zod.def;
    const tag = optionDef.type === 'object' ? optionDef.shape?.[key] : undefined;
    const tagDef = tag && (tag as unknown as { _zod: { def: Def } })._zod.def;
    const check = compile(option);
    if (!tagDef || tagDef.type !== 'literal' || !check) return null;
    for (const value of tagDef.values ?? []) {
      if (byValue.has(value)) return null;
      byValue.set(value, check);
    }
  }
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
    const check = byValue.get((v as Record<string, unknown>)[key]);
    return check !== undefined && check(v);
  };
}

/** A record of string keys (none that would set a prototype) whose every value matches. */
function recordCheck(def: Def): ExactMatch | null {
  const keyDef = (def.keyType as unknown as { _zod: { def: Def } } | undefined)?._zod.def;
  const value = def.valueType && compile(def.valueType);
  if (!keyDef || keyDef.type !== 'string' || keyDef.checks?.length || !value) return null;
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype) return false;
    const record = v as Record<string, unknown>;
    for (const key of Object.keys(record)) if (key === '__proto__' || !value(record[key])) return false;
    return true;
  };
}

function lengthBounds(checks: CheckDef[]): { min: number; max: number } | null {
  let min = 0;
  let max = Infinity;
  for (const c of checks) {
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum);
    else if (c.check === 'max_length' && typeof c.maximum === 'number') max = Math.min(max, c.maximum);
    else return null;
  }
  return { min, max };
}

function numberChecks(checks: CheckDef[]): ((v: number) => boolean) | null {
  let whole = false;
  // The strictest bounds: a value must be above `low` (or equal, when lowIncluded) and below `high` likewise.
  let [low, lowIncluded, high, highIncluded] = [-Infinity, true, Infinity, true];
  for (const c of checks) {
    const bound = c.value;
    const included = c.inclusive === true;
    if (c.check === 'number_format' && c.format === 'safeint') whole = true;
    else if (c.check === 'greater_than' && typeof bound === 'number') {
      if (bound > low) [low, lowIncluded] = [bound, included];
      else if (bound === low) lowIncluded &&= included;
    } else if (c.check === 'less_than' && typeof bound === 'number') {
      if (bound < high) [high, highIncluded] = [bound, included];
      else if (bound === high) highIncluded &&= included;
    } else return null;
  }
  return (v) => (!whole || Number.isSafeInteger(v)) && (lowIncluded ? v >= low : v > low) && (highIncluded ? v <= high : v < high);
}
