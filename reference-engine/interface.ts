// The engine's view of the adapter protocol: the types generated from openapi.yaml and named in
// protocol/index.ts (the one folder outside its own that the engine may import), re-exported as
// they are. There is no hand-written copy to keep in step; an engine-only type does not belong here.
export type * from '../protocol/index.ts';
