/**
 * The API's routes as a type, the one thing the browser takes from the server: a type import is
 * erased from the bundle, and it makes a route change that breaks a page a type error.
 */
export type { ApiRoutes } from '../../api/app.ts'
