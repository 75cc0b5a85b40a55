// The Chromium the browser tests drive, and the one reason they give when there is none.
import { existsSync } from 'node:fs';

export const CHROMIUM: string | undefined = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (p): p is string => !!p && existsSync(p),
);

/** Pass as `{ skip: needsChromium }`: false when a browser is found, else the reason. */
export const needsChromium: string | false = CHROMIUM
  ? false
  : 'needs Chromium: apt-get install -y chromium, or set CHROMIUM_PATH to a Chrome or Chromium binary';
