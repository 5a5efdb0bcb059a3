import { QueryClient } from '@tanstack/react-query'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Cache presets (stale / kept); `standard` is every query's default. */
export const CACHE_PRESETS = {
  ephemeral: { staleTime: 0, gcTime: 1 * MINUTE },
  standard: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE },
  persistent: { staleTime: 30 * MINUTE, gcTime: 2 * HOUR },
  static: { staleTime: 2 * HOUR, gcTime: 24 * HOUR },
} as const

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...CACHE_PRESETS.standard, retry: 1 } },
  })
}
