import { describe, expect, it } from 'vitest'
import { HUBS, hubOfTeam, TEAM_IDS, teamsOf } from './hubs.ts'

describe('teams', () => {
  it('numbers each hub’s installation teams: 5 in Atlanta, 3 in Florida, 4 in the Carolinas', () => {
    expect(HUBS.map((hub) => teamsOf(hub).length)).toEqual([5, 3, 4])
    expect(teamsOf(HUBS[1]!)).toEqual(['florida-1', 'florida-2', 'florida-3'])
    expect(TEAM_IDS).toHaveLength(12)
  })

  it('finds a team’s hub and refuses what is not a team', () => {
    expect(hubOfTeam('carolinas-4')?.id).toBe('carolinas')
    expect(hubOfTeam('carolinas-5')).toBeUndefined()
    expect(hubOfTeam('atlanta')).toBeUndefined()
  })
})
