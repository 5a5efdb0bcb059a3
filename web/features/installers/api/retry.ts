import { ApiError } from '../../../app/api-client.ts'

/** One more try for a dropped connection or a server error; a 404 (or any refusal) answers at once. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failures < 1
}
