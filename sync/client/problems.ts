/*
 * What can go wrong talking to the sync server, as plain data: the status carries it and the web
 * turns it into translated text. Retried problems clear on the next answer; stopping ones end the
 * replication until it is started again (docs/decisions/005, "What the client must do").
 */

export type SyncProblem =
  /** No answer at all (offline, DNS, connection reset): retried with backoff. */
  | { kind: 'network'; collection: string }
  /** 5xx or 429: retried with backoff. */
  | { kind: 'server'; collection: string; status: number }
  /** 426: this app speaks an old protocol version; replication stops, the web offers to reload. */
  | { kind: 'versionUnsupported'; collection: string; status: 426 }
  /** 401: the session ended; replication stops, local data stays for the next sign-in. */
  | { kind: 'signedOut'; collection: string; status: 401 }
  /** Any other 4xx (invalid or forbidden push, bad checkpoint): retrying would not help; replication stops, local data stays. */
  | { kind: 'rejected'; collection: string; status: number; code: string | null }

/** Problems that stop the replication instead of being retried. */
export function stopsReplication(problem: SyncProblem): boolean {
  return problem.kind === 'versionUnsupported' || problem.kind === 'signedOut' || problem.kind === 'rejected'
}

export function problemOfStatus(collection: string, status: number, code: string | null): SyncProblem {
  if (status === 426) return { kind: 'versionUnsupported', collection, status }
  if (status === 401) return { kind: 'signedOut', collection, status }
  if (status >= 500 || status === 429 || status === 408) return { kind: 'server', collection, status }
  return { kind: 'rejected', collection, status, code }
}

/** Thrown out of RxDB's handlers so that it retries (or, for stopping problems, so that nothing counts as done). */
export class SyncRequestError extends Error {
  constructor(readonly problem: SyncProblem) {
    super(`Sync ${problem.kind} (${problem.collection})`)
    this.name = 'SyncRequestError'
  }
}

/** The `code` of the app's error body, when there is one. */
export async function errorCode(res: Response): Promise<string | null> {
  try {
    const body: unknown = await res.json()
    if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string')
      return body.code
  } catch {
    // not JSON (a proxy's page): no code
  }
  return null
}
