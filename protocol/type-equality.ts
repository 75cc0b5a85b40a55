// Compile-time proofs that hand-written types equal the types generated from openapi.yaml.
// `npx tsc -p .` fails on any drift; nothing here runs.

/** True only when A and B are the same type (not merely assignable one way). */
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Deep structural equality through nested objects and arrays, so aliases of equal shapes compare equal. */
export type DeepEquals<A, B> = Equals<Normalize<A>, Normalize<B>>;

type Normalize<T> = T extends (infer U)[] ? Normalize<U>[] : T extends object ? { [K in keyof T]: Normalize<T[K]> } : T;

export function assertType<_T extends true>(): void {}
