// Types of native-match-indices.mjs (plain JavaScript, so that an entry point can load it before tsx).
export declare function execWithIndices(regexp: RegExp, string: string): RegExpExecArray | null;
export declare function polyfillLocation(from?: string): { polyfill: string; expressions: string } | null;
export declare function installNativeMatchIndices(from?: string): 'installed' | 'not-needed' | 'too-late';
export declare const INSTALLING_MODULE: string;
