import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HubId } from '../../domain/hubs/hubs.ts'

/**
 * Each hub's name as the page's language writes it (Атланта, 亚特兰大): a Russian or Chinese page
 * shows no Latin place names in its text. The ids stored in orders, rolls and users stay as they
 * are; "Florida" the hub has its own context, apart from Florida the state.
 */
const HUB_NAMES: Record<HubId, MessageDescriptor> = {
  atlanta: msg({ message: 'Atlanta', context: 'hub' }),
  florida: msg({ message: 'Florida', context: 'hub' }),
  carolinas: msg({ message: 'Carolinas', context: 'hub' }),
}

/** The hub's name in the reader's language; an id that is no hub is shown as it is. */
export function hubNameIn(i18n: I18n, hubId: string): string {
  const name = HUB_NAMES[hubId as HubId] as MessageDescriptor | undefined
  return name ? i18n._(name) : hubId
}
