/** The supplier's three regional hubs (SPEC §2, "Regional cards"). */
export type HubId = 'atlanta' | 'florida' | 'carolinas'

export interface Hub {
  id: HubId
  name: string
  installationTeams: number
  inventoryRole: 'primary' | 'secondary'
  /** Two-letter state codes; 'GA-S' marks South Georgia, served from Florida. */
  serves: readonly string[]
}

export const HUBS: readonly Hub[] = [
  {
    id: 'atlanta',
    name: 'Atlanta',
    installationTeams: 5,
    inventoryRole: 'primary',
    serves: ['GA', 'AL', 'TN'],
  },
  {
    id: 'florida',
    name: 'Florida',
    installationTeams: 3,
    inventoryRole: 'secondary',
    serves: ['FL', 'GA-S'],
  },
  {
    id: 'carolinas',
    name: 'Carolinas',
    installationTeams: 4,
    inventoryRole: 'secondary',
    serves: ['NC', 'SC'],
  },
]
