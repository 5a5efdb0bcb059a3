import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query'
import type { SystemSettings } from '../../../domain/admin/public-settings.ts'
import type { UserChange } from '../../../domain/admin/users.ts'
import type { UserType } from '../../../domain/auth/roles.ts'
import { api, call } from '../../app/api-client.ts'
import { CACHE_PRESETS } from '../../app/query-client.ts'
import { systemSettingsQueryKey } from '../../app/system-settings.ts'

/** The admin area's calls (api/features/admin). Admin data is never cached for long: others change it too. */

export const useAdminOverview = () =>
  useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: () => call(api.admin.overview.$get()),
    ...CACHE_PRESETS.ephemeral,
  })

/** The list's filters as the URL and the API carry them. */
export interface UserFilters {
  q?: string
  userType?: UserType
  admin?: 'yes' | 'no'
  status?: 'active' | 'disabled'
  page?: number
}

// An empty text filter is no filter: left out of the URL, as an absent page is.
const text = (value: string | undefined) => (value === '' ? undefined : value)
const pageParam = (page: number | undefined) => (page === undefined ? undefined : String(page))

export const useAdminUsers = (filters: UserFilters) =>
  useQuery({
    queryKey: ['admin', 'users', filters],
    queryFn: () =>
      call(
        api.admin.users.$get({
          query: {
            q: text(filters.q),
            userType: filters.userType,
            admin: filters.admin,
            status: filters.status,
            page: pageParam(filters.page),
          },
        }),
      ),
    placeholderData: keepPreviousData,
    ...CACHE_PRESETS.ephemeral,
  })

export function useUserChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserChange }) =>
      call(api.admin.users[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: change })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}

export function useCertification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, certified }: { id: string; certified: boolean }) =>
      call(
        api.admin.installers[':id'].certification.$put({
          param: { id: encodeURIComponent(id) },
          json: { certified },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}

export const usePasswordResetLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      call(api.admin.users[':id']['password-reset'].$post({ param: { id: encodeURIComponent(id) } })),
  })

const adminSettingsKey = ['admin', 'system-settings'] as const

export const useAdminSystemSettings = () =>
  useQuery({
    queryKey: adminSettingsKey,
    queryFn: () => call(api.admin['system-settings'].$get()),
    ...CACHE_PRESETS.ephemeral,
  })

export function useSaveSystemSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: SystemSettings) => call(api.admin['system-settings'].$put({ json: settings })),
    onSuccess: (view) => {
      queryClient.setQueryData(adminSettingsKey, view)
      // The footer and the notice of this tab show the new values at once.
      queryClient.setQueryData(systemSettingsQueryKey, view.settings)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
  })
}

export interface AuditFilters {
  action?: string
  actor?: string
  page?: number
}

export const useAuditLog = (filters: AuditFilters) =>
  useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: () =>
      call(
        api.admin.audit.$get({
          query: { action: text(filters.action), actor: text(filters.actor), page: pageParam(filters.page) },
        }),
      ),
    placeholderData: keepPreviousData,
    ...CACHE_PRESETS.ephemeral,
  })
