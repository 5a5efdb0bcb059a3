/**
 * How Chromium is started here: Debian's headless shell (Playwright's own browser download is not
 * reachable), with flags for a machine with no outside network. The headless shell is the browser
 * without its desktop layer; on this two-core machine it opens a page in about half the time of the
 * full `chromium` in headless mode, which made the end-to-end run a third shorter.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // The tests visit one origin: a renderer process per site buys no isolation there and cost about
    // a seventh of the browser's CPU time in the end-to-end run.
    '--disable-site-isolation-trials',
    '--disable-features=site-per-process,IsolateOrigins',
  ],
}
