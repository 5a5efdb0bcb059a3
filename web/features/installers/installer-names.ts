import type { InstallerSummary } from '../../../domain/marketplace/installer.ts'

/** The company name when the installer gave one, else their username. */
export const displayName = (installer: Pick<InstallerSummary, 'company' | 'username'>) =>
  installer.company.trim() || installer.username

/** "Savannah, GA", or the state alone, or '' while the installer has not set a service ZIP. */
export const placeOf = (where: { city: string; state: string }) =>
  [where.city, where.state].filter(Boolean).join(', ')
