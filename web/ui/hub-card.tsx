import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, useLingui } from '@lingui/react/macro'
import { MapPin, Truck, Warehouse } from 'lucide-react'
import type { ReactNode } from 'react'
import { HUBS, type Hub } from '../../domain/hubs/hubs.ts'
import { cn } from './cn.ts'
import { hubNameIn } from './hub-names.ts'

const STATE_NAMES: Record<string, MessageDescriptor> = {
  GA: msg`Georgia`,
  'GA-S': msg`South Georgia`,
  AL: msg`Alabama`,
  TN: msg`Tennessee`,
  FL: msg`Florida`,
  NC: msg`North Carolina`,
  SC: msg`South Carolina`,
}

export const TOTAL_TEAMS = HUBS.reduce((sum, hub) => sum + hub.installationTeams, 0)

/** "Georgia, Alabama and Tennessee" in the reader's language. */
function useServedStates() {
  const { i18n } = useLingui()
  const list = new Intl.ListFormat(i18n.locale, { style: 'long', type: 'conjunction' })
  return (hub: Hub) =>
    list.format(hub.serves.map((code) => (STATE_NAMES[code] ? i18n._(STATE_NAMES[code]) : code)))
}

/** One regional hub: teams, inventory role and the states it serves; `children` adds page-specific detail. */
function HubCard({
  hub,
  tone = 'light',
  children,
}: {
  hub: Hub
  tone?: 'light' | 'dark'
  children?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const served = useServedStates()(hub)
  const dark = tone === 'dark'
  const primary = hub.inventoryRole === 'primary'
  const teams = hub.installationTeams
  return (
    <article
      className={cn(
        'flex flex-col gap-4 rounded-2xl p-6',
        dark ? 'border border-white/10 bg-white/5' : 'border border-slate-200 bg-white shadow-sm',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3
          className={cn('flex items-center gap-2 text-xl font-bold', dark ? 'text-white' : 'text-brand-900')}
        >
          <MapPin className={cn('size-5', dark ? 'text-accent-300' : 'text-accent-600')} aria-hidden />
          {hubNameIn(i18n, hub.id)}
        </h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
            primary
              ? dark
                ? 'bg-accent-400 text-brand-900'
                : 'bg-brand-800 text-white'
              : dark
                ? 'bg-white/10 text-slate-200'
                : 'bg-slate-100 text-slate-700',
          )}
        >
          {primary ? t`Primary hub` : t`Secondary hub`}
        </span>
      </div>
      <ul className={cn('flex flex-col gap-2 text-sm', dark ? 'text-slate-300' : 'text-slate-600')}>
        <li className="flex items-center gap-2">
          <Truck
            className={cn('size-4 shrink-0', dark ? 'text-accent-300' : 'text-accent-600')}
            aria-hidden
          />
          <span>
            <Plural value={teams} one="# installation team" other="# installation teams" />
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Warehouse
            className={cn('size-4 shrink-0', dark ? 'text-accent-300' : 'text-accent-600')}
            aria-hidden
          />
          <span>{primary ? t`Primary inventory hub` : t`Secondary inventory`}</span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin
            className={cn('mt-0.5 size-4 shrink-0', dark ? 'text-accent-300' : 'text-accent-600')}
            aria-hidden
          />
          <span>{t`Serves ${served}`}</span>
        </li>
      </ul>
      {children}
    </article>
  )
}

/** The three hubs side by side. */
export function HubGrid({
  tone = 'light',
  details,
}: {
  tone?: 'light' | 'dark'
  details?: (hub: Hub) => ReactNode
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3 md:gap-6">
      {HUBS.map((hub) => (
        <HubCard key={hub.id} hub={hub} tone={tone}>
          {details?.(hub)}
        </HubCard>
      ))}
    </div>
  )
}
