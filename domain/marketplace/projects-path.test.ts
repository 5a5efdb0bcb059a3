import { describe, expect, it } from 'vitest'
import { projectsPathFor } from './projects-path.ts'

describe('projectsPathFor', () => {
  it.each([
    ['homeowner', '/my-projects'],
    ['installer', '/my-projects'],
    ['teamLead', '/my-projects'],
    ['teamMember', '/access-projects'],
    ['supplier', '/access-projects'],
    ['regular', '/access-projects'],
  ] as const)('leads a %s to %s', (userType, path) => {
    expect(projectsPathFor({ userType, isAdmin: false })).toBe(path)
  })

  it('leads admins to the projects and visitors to the sign-in', () => {
    expect(projectsPathFor({ userType: 'regular', isAdmin: true })).toBe('/my-projects')
    expect(projectsPathFor(null)).toBe('/team-login')
  })
})
