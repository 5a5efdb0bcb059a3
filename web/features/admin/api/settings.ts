import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SettingKey, SettingValues } from '../../../../domain/settings/settings.ts'
import { api, call } from '../../../app/api-client.ts'
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

/** Each setting's three calls, typed per key so that a setting's value never meets another's route. */
const ROUTES: {
  [K in SettingKey]: {
    read: () => Promise<AdminSetting<K>>
    save: (value: SettingValues[K]) => Promise<AdminSetting<K>>
    reset: () => Promise<AdminSetting<K>>
  }
} = {
  pricingSheet: {
    read: () => call(api.admin['pricing-sheet'].$get()),
    save: (value) => call(api.admin['pricing-sheet'].$put({ json: value })),
    reset: () => call(api.admin['pricing-sheet'].$delete()),
  },
  shipping: {
    read: () => call(api.admin['shipping-rates'].$get()),
    save: (value) => call(api.admin['shipping-rates'].$put({ json: value })),
    reset: () => call(api.admin['shipping-rates'].$delete()),
  },
}

export function useAdminSetting<K extends SettingKey>(key: K) {
  return useQuery({
    queryKey: settingKey(key),
    queryFn: () => ROUTES[key].read(),
    ...CACHE_PRESETS.ephemeral,
  })
}

/** Saves (a value) or resets (null) a setting; `onSaved` runs after the server took it. */
export function useSettingChange<K extends SettingKey>(key: K, onSaved?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: SettingValues[K] | null) =>
      value === null ? ROUTES[key].reset() : ROUTES[key].save(value),
    onSuccess: (data) => {
      queryClient.setQueryData(settingKey(key), data)
      onSaved?.()
    },
  })
}
