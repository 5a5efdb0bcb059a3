import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProductEdit } from '../../../../domain/shop/product-edit.ts'
import { api, call } from '../../../app/api-client.ts'
import { refreshCatalog } from '../../../app/catalog-store.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

const productsKey = ['admin', 'products'] as const

/** Every product of the catalog, active or not, as the admin edits them. */
export function useAdminProducts() {
  return useQuery({
    queryKey: productsKey,
    queryFn: () => call(api.admin.products.$get()),
    ...CACHE_PRESETS.ephemeral,
  })
}

export function useSaveProduct(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: ProductEdit) =>
      call(api.admin.products[':id'].$put({ param: { id: encodeURIComponent(productId) }, json: edit })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productsKey })
      // This device's shop shows the change at once; others on their next check.
      void refreshCatalog()
    },
  })
}
