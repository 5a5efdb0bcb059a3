/** Where Playwright's web server listens; contexts made by hand need it spelled out. */
export const E2E_PORT = 4173
export const BASE_URL = `http://localhost:${E2E_PORT}`
