import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query'
import type { AuditPage } from '../../../domain/admin/audit.ts'
import type { SystemSettings } from '../../../domain/admin/public-settings.ts'
import type { AdminUserPage, AdminUserRow, UserChange } from '../../../domain/admin/users.ts'
import type { UserType } from '../../../domain/auth/roles.ts'
import { apiRequest } from '../../app/api-client.ts'
import { CACHE_PRESETS } from '../../app/query-client.ts'
import { systemSettingsQueryKey } from '../../app/system-settings.ts'

/** The admin area's calls (api/features/admin). Admin data is never cached for long: others change it too. */

export interface AdminOverview {
  accounts: { admins: number; disabled: number; total: number }
  usersByType: { userType: UserType; count: number }[]
  ordersToHandle: number
  openRequests: number
}

export const useAdminOverview = () =>
  useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: () => apiRequest<AdminOverview>('GET', '/api/admin/overview'),
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

const queryString = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString()

export const useAdminUsers = (filters: UserFilters) =>
  useQuery({
    queryKey: ['admin', 'users', filters],
    queryFn: () => apiRequest<AdminUserPage>('GET', `/api/admin/users?${queryString({ ...filters })}`),
    placeholderData: keepPreviousData,
    ...CACHE_PRESETS.ephemeral,
  })

export function useUserChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserChange }) =>
      apiRequest<AdminUserRow>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}

export function useCertification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, certified }: { id: string; certified: boolean }) =>
      apiRequest('PUT', `/api/admin/installers/${encodeURIComponent(id)}/certification`, { certified }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}

export const usePasswordResetLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', `/api/admin/users/${encodeURIComponent(id)}/password-reset`),
  })

export interface SystemSettingsView {
  settings: SystemSettings
  updatedAt: string | null
  updatedBy: string | null
}

const adminSettingsKey = ['admin', 'system-settings'] as const

export const useAdminSystemSettings = () =>
  useQuery({
    queryKey: adminSettingsKey,
    queryFn: () => apiRequest<SystemSettingsView>('GET', '/api/admin/system-settings'),
    ...CACHE_PRESETS.ephemeral,
  })

export function useSaveSystemSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: SystemSettings) =>
      apiRequest<SystemSettingsView>('PUT', '/api/admin/system-settings', settings),
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
    queryFn: () => apiRequest<AuditPage>('GET', `/api/admin/audit?${queryString({ ...filters })}`),
    placeholderData: keepPreviousData,
    ...CACHE_PRESETS.ephemeral,
  })
