import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SettingKey, SettingValues } from '../../../../domain/settings/settings.ts'
import { apiRequest } from '../../../app/api-client.ts'
import { CACHE_PRESETS } from '../../../app/query-client.ts'

/** GET /api/admin/{pricing-sheet,shipping-rates}. */
export interface AdminSetting<K extends SettingKey> {
  value: SettingValues[K]
  defaults: SettingValues[K]
  updatedAt: string | null
  updatedBy: string | null
  incomplete: boolean
}

const settingKey = (key: SettingKey) => ['admin', 'settings', key] as const

const URLS: Record<SettingKey, string> = {
  pricingSheet: '/api/admin/pricing-sheet',
  shipping: '/api/admin/shipping-rates',
}

export function useAdminSetting<K extends SettingKey>(key: K) {
  return useQuery({
    queryKey: settingKey(key),
    queryFn: () => apiRequest<AdminSetting<K>>('GET', URLS[key]),
    ...CACHE_PRESETS.ephemeral,
  })
}

/** Saves (a value) or resets (null) a setting; `onSaved` runs after the server took it. */
export function useSettingChange<K extends SettingKey>(key: K, onSaved?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: SettingValues[K] | null) =>
      value === null
        ? apiRequest<AdminSetting<K>>('DELETE', URLS[key])
        : apiRequest<AdminSetting<K>>('PUT', URLS[key], value),
    onSuccess: (data) => {
      queryClient.setQueryData(settingKey(key), data)
      onSaved?.()
    },
  })
}
