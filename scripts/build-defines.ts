/**
 * Constants the app's code reads as built: which build it is (the end-to-end update test tells two
 * builds apart by it), and the year of the build, which the footer's copyright shows. The same for
 * the browser build, the pages rendered ahead and the unit tests, so a rendered page hydrates.
 */
export function buildDefines(buildId: string): Record<string, string> {
  return {
    __BUILD_ID__: JSON.stringify(buildId),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  }
}
