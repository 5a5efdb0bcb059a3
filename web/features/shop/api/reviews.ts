import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, call } from '../../../app/api-client.ts'
import { refreshCatalog } from '../../../app/catalog-store.ts'
import type { Listing } from '../listings.ts'

const eligibilityKey = ['review-eligibility'] as const

/**
 * Whether the signed-in customer may review this film line or item, and their review if they wrote
 * one: any width of a line they received lets them review the line. Null when they may not.
 */
export function useReviewEligibility(listing: Listing, signedIn: boolean) {
  return useQuery({
    queryKey: [...eligibilityKey, listing.key],
    enabled: signedIn,
    queryFn: async () => {
      const answers = await Promise.all(
        listing.products.map((p) =>
          call(api.products[':id']['review-eligibility'].$get({ param: { id: encodeURIComponent(p.id) } })),
        ),
      )
      const index = answers.findIndex((answer) => answer.canReview)
      return index < 0 ? null : { productId: listing.products[index]!.id, ...answers[index]! }
    },
  })
}

/** Writes or replaces the customer's review; the catalog (which carries the reviews) is fetched again. */
export function useSaveReview(productId: string, onSaved: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { rating: number; text: string }) =>
      call(api.products[':id'].reviews.$post({ param: { id: encodeURIComponent(productId) }, json: body })),
    onSuccess: async () => {
      onSaved()
      await refreshCatalog()
      await queryClient.invalidateQueries({ queryKey: eligibilityKey })
    },
  })
}
