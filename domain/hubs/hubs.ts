/** The supplier's three regional hubs. */
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

/**
 * The hubs' time zone (all three are on Eastern Time): the one a customer is told their appointment
 * in, and the calendar day a date is shown on wherever it must read the same for everyone.
 */
export const HUBS_TIME_ZONE = 'America/New_York'

/** An installation team, numbered within its hub: 'atlanta-1' … 'atlanta-5'. */
export type TeamId = `${HubId}-${number}`

/** The hub's installation teams, in order. */
export function teamsOf(hub: Hub): TeamId[] {
  return Array.from({ length: hub.installationTeams }, (_, i) => `${hub.id}-${i + 1}` as const)
}

/** Every team of every hub (12). */
export const TEAM_IDS: readonly TeamId[] = HUBS.flatMap(teamsOf)

/** The hub a team belongs to, or undefined for an id that is not a team. */
export function hubOfTeam(teamId: string): Hub | undefined {
  return TEAM_IDS.includes(teamId as TeamId) ? HUBS.find((hub) => teamId.startsWith(`${hub.id}-`)) : undefined
}
