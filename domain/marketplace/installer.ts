import { z } from 'zod'
import { code, JOB_FILM_TYPES, optionalText, type JobFilmType } from './job.ts'

/*
 * What an installer tells about their business on their public profile (/installers/{id}): where they
 * work, what they install. Company name, phone and logo come from the member profile.
 */

export const INSTALLER_LIMITS = { bio: 2000, minRadiusMi: 5, maxRadiusMi: 300 } as const

export const InstallerProfileInputSchema = z.object({
  serviceZip: z
    .string(code('zipInvalid'))
    .trim()
    .regex(/^\d{5}$/, code('zipInvalid')),
  serviceRadiusMi: z
    .number(code('radiusInvalid'))
    .int(code('radiusInvalid'))
    .min(INSTALLER_LIMITS.minRadiusMi, code('radiusInvalid'))
    .max(INSTALLER_LIMITS.maxRadiusMi, code('radiusInvalid')),
  bio: optionalText(INSTALLER_LIMITS.bio),
  films: z
    .array(z.enum(JOB_FILM_TYPES, code('filmTypeInvalid')))
    .max(JOB_FILM_TYPES.length)
    .default([]),
})
export type InstallerProfileInput = z.output<typeof InstallerProfileInputSchema>

export const CertifySchema = z.object({ certified: z.boolean() })
export type Certify = z.output<typeof CertifySchema>

/** An installer as the showcase lists them. */
export interface InstallerSummary {
  id: string
  username: string
  company: string
  logoUrl: string | null
  city: string
  state: string
  serviceZip: string
  serviceRadiusMi: number
  certified: boolean
  rating: number | null
  reviewCount: number
  completedJobs: number
  /** What they say they install, and what their completed jobs were. */
  films: JobFilmType[]
}

export interface PortfolioItem {
  jobId: string
  title: string
  city: string
  state: string
  filmType: JobFilmType
  completedAt: string
  /** The installer's own pictures: before (reported while scheduled or in progress) and after (at completion). */
  beforePhotos: string[]
  afterPhotos: string[]
  review: { rating: number; text: string; at: string; by: string } | null
}

export interface InstallerProfile extends InstallerSummary {
  bio: string
  website: string
  memberSince: string
  portfolio: PortfolioItem[]
  reviews: { jobId: string; rating: number; text: string; at: string; by: string }[]
}

/** The signed-in installer's own settings, with where their ZIP is (for the board's distances). */
export interface OwnInstallerSettings {
  serviceZip: string
  serviceRadiusMi: number
  bio: string
  films: JobFilmType[]
  lat: number | null
  lng: number | null
}
