import { SYNC_ERRORS, type SyncErrorCode } from '../errors.ts'

/** How the HTTP layer should answer: 400, 403, 404 or 413. */
export type SyncErrorKind = 'invalid' | 'forbidden' | 'notFound' | 'tooLarge'

/** One problem in a pushed batch: which row, where in its document, and the collection's error code. */
export interface SyncIssue {
  row: number
  path: string
  code: string
}

export interface SyncErrorBody {
  message: string
  code: string
  issues?: SyncIssue[]
}

/**
 * Thrown by the protocol functions; the route adapter turns it into a status and an ErrorBody-shaped
 * answer. Plain data, so that sync/server stays free of any HTTP framework.
 */
export class SyncError extends Error {
  constructor(
    readonly kind: SyncErrorKind,
    readonly code: SyncErrorCode,
    readonly issues?: SyncIssue[],
  ) {
    super(SYNC_ERRORS[code])
    this.name = 'SyncError'
  }

  body(): SyncErrorBody {
    return this.issues
      ? { message: this.message, code: this.code, issues: this.issues }
      : { message: this.message, code: this.code }
  }
}
