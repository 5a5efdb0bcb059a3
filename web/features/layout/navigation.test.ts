import { describe, expect, it } from 'vitest'
import { logoTarget, visitorNavigation } from './navigation.ts'

describe('visitor navigation', () => {
  it('offers the employee entry on /internal and /team-login', () => {
    for (const path of ['/internal', '/team-login']) {
      expect(visitorNavigation(path).map((item) => item.to)).toEqual(['/internal', '/'])
    }
  })

  it('offers the public pages everywhere else', () => {
    expect(visitorNavigation('/pricing').map((item) => item.to)).toEqual([
      '/',
      '/homeowner-estimate',
      '/track-order',
      '/security-safety-film',
      '/solar-control-films',
      '/decorative-privacy-films',
    ])
  })

  it('sends the logo to the portal from internal pages and home otherwise', () => {
    expect(logoTarget('/inventory')).toBe('/internal')
    expect(logoTarget('/internal')).toBe('/internal')
    expect(logoTarget('/internals')).toBe('/')
    expect(logoTarget('/pricing')).toBe('/')
  })
})
