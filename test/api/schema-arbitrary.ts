// fast-check arbitraries derived from openapi.yaml's schemas: values that follow a schema (with
// strings drawn partly from the names a game would use, so some requests get deep into the engine)
// and values broken in one place, to probe the server with what clients really send wrong.
import fc from 'fast-check';

type Json = Record<string, any>;

/** Names that make random setups and actions sometimes refer to real things. */
const FAMILIAR = ['Alice', 'Bob', 'base', 'Void Seeker', 'Eager Apprentice', 'Legion Rearguard', 'Fox-Fire', 'Last Breath', 'v1.4', '355', '355.10.d'];

export class SchemaArbitraries {
  constructor(private readonly spec: Json) {}

  resolve(schema: Json): Json {
    let s = schema;
    while (s.$ref)
      s = s.$ref
        .split('/')
        .slice(1)
        .reduce((node: Json, key: string) => node[key], this.spec);
    return s;
  }

  /** Values that follow the schema. */
  valid(schema: Json, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    if (s.oneOf) return fc.oneof(...s.oneOf.map((o: Json) => this.valid(o, depth + 1)));
    const types: string[] = Array.isArray(s.type) ? s.type : [s.type ?? 'object'];
    return fc.oneof(...types.map((t) => this.ofType(t, s, depth)));
  }

  private ofType(type: string, s: Json, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: s.minimum ?? -5, max: Math.max(s.minimum ?? 0, s.maximum ?? 12) });
      case 'number':
        return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
      case 'string': {
        const familiar = [...FAMILIAR, ...(s.examples ?? []).filter((e: unknown) => typeof e === 'string')];
        const free = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 24, 24) });
        return fc.oneof(fc.constantFrom(...familiar), free);
      }
      case 'array': {
        if (depth > 5) return fc.constant([]);
        const items = this.valid(s.items ?? {}, depth + 1);
        return fc.array(items, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
      }
      default: {
        const props: Json = s.properties ?? {};
        if (depth > 5) return fc.constant({});
        if (!s.properties && s.additionalProperties)
          return fc.dictionary(fc.string({ maxLength: 8 }), this.valid(s.additionalProperties, depth + 1), { maxKeys: 3 });
        const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, this.valid(v as Json, depth + 1)]));
        return fc.record(model, { requiredKeys: s.required ?? [] });
      }
    }
  }

  /** Values that follow the schema except in one place, or no schema at all. */
  malformed(schema: Json): fc.Arbitrary<unknown> {
    const broken = fc.tuple(this.valid(schema), fc.nat(), fc.jsonValue({ maxDepth: 2 })).map(([value, pick, junk]) => breakOnePlace(value, pick, junk));
    return fc.oneof({ weight: 2, arbitrary: this.valid(schema) }, { weight: 3, arbitrary: broken }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
  }
}

/** Replaces (or deletes) the value at one of the places inside `value`. */
function breakOnePlace(value: unknown, pick: number, junk: unknown): unknown {
  const places: Array<{ parent: any; key: string | number }> = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      places.push({ parent: node, key: Array.isArray(node) ? Number(key) : key });
      walk((node as any)[key]);
    }
  };
  walk(value);
  if (places.length === 0) return junk;
  const { parent, key } = places[pick % places.length]!;
  if (pick % 4 === 0 && !Array.isArray(parent)) delete parent[key];
  else parent[key] = junk;
  return value;
}
