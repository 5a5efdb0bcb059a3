import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InstallerSummary, PortfolioItem } from '../../../../domain/marketplace/installer.ts'
import { api, call } from '../../../app/api-client.ts'
import { isMarketplaceId } from './get-installer.ts'
import { retryUnlessRefused } from './retry.ts'

export type PortfolioView = PortfolioItem & { installer: InstallerSummary }

const portfolioItemQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['portfolio', jobId],
    queryFn: () => call(api.portfolio[':jobId'].$get({ param: { jobId: encodeURIComponent(jobId) } })),
    retry: retryUnlessRefused,
    enabled: isMarketplaceId(jobId),
  })

/** One completed job as the installer's portfolio shows it, with who did it. */
export function usePortfolioItem(jobId: string) {
  return useQuery(portfolioItemQuery(jobId))
}
