// Loaded first (`node --import ./reports/src/install-native-match-indices.mjs`), before a process loads
// cucumber: its step matching then uses Node's own match indices (native-match-indices.mjs says why).
// For the runners that start cucumber themselves; the riftcheck command installs it in bin/riftcheck.mjs.
import { installNativeMatchIndices } from './native-match-indices.mjs';

installNativeMatchIndices();
