/**
 * Where Playwright's web server listens; contexts made by hand need it spelled out. E2E_PORT lets two
 * runs share a machine (with WEB_DIST_DIR pointing each at its own build).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const BASE_URL = `http://localhost:${E2E_PORT}`
