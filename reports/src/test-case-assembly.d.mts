// Types of test-case-assembly.mjs (plain JavaScript, so that the riftcheck command can install it before cucumber loads).
export declare function testCaseAssemblyLocation(from?: string): string;
export declare function assembleTestCases(
  testRunStartedId: string,
  eventBroadcaster: { emit(event: string, envelope: unknown): unknown },
  newId: () => string,
  sourcedPickles: ReadonlyArray<{ gherkinDocument: unknown; pickle: unknown }>,
  supportCodeLibrary: unknown,
): Promise<Array<{ gherkinDocument: unknown; pickle: unknown; testCase: unknown }>>;
export declare function installTestCaseAssembly(from?: string): 'installed' | 'too-late';
