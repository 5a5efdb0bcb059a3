import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SignUpSearch } from '../../domain/auth/sign-up-search.ts'
import type { To } from '../ui/section.tsx'

export type PlanId = 'free' | 'professional' | 'enterprise'

export interface Plan {
  id: PlanId
  name: MessageDescriptor
  audience: MessageDescriptor
  /** Monthly price in cents; null when it is quoted per program. */
  monthlyCents: number | null
  priceNote: MessageDescriptor
  badge?: MessageDescriptor
  highlighted?: boolean
  features: MessageDescriptor[]
  cta: { to: To; search?: SignUpSearch; label: MessageDescriptor }
}

/** What the free estimator account always includes; the home hero lists these. */
export const FREE_ESSENTIALS: MessageDescriptor[] = [
  msg`Unlimited estimates`,
  msg`Saved projects`,
  msg`Offline measuring`,
]

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: msg`Free Forever`,
    audience: msg`For homeowners and DIYers planning a project.`,
    monthlyCents: 0,
    priceNote: msg`No credit card required`,
    features: [
      ...FREE_ESSENTIALS,
      msg`Residential, commercial and automotive windows`,
      msg`Share estimates with certified installers`,
    ],
    cta: { to: '/sign-up', search: {}, label: msg`Create free account` },
  },
  {
    id: 'professional',
    name: msg`Professional`,
    badge: msg`Most popular`,
    highlighted: true,
    audience: msg`For installers, contractors and tint shops.`,
    monthlyCents: 4900,
    priceNote: msg`Billed monthly, cancel anytime`,
    features: [
      msg`Everything in Free Forever`,
      msg`Job board with local homeowner projects`,
      msg`Branded quotes with your logo`,
      msg`Pricing sheet with your own margins`,
      msg`Roll plans and cut lists`,
      msg`Member pricing on film rolls`,
      msg`Priority phone support`,
    ],
    cta: {
      to: '/sign-up',
      search: { kind: 'installer', plan: 'professional' },
      label: msg`Start Professional`,
    },
  },
  {
    id: 'enterprise',
    name: msg`Enterprise`,
    audience: msg`For government, schools, banks and fleets.`,
    monthlyCents: null,
    priceNote: msg`Volume pricing for multi-site programs`,
    features: [
      msg`Everything in Professional`,
      msg`GSA and DoD approved film lines`,
      msg`Volume pricing`,
      msg`Dedicated account manager`,
      msg`Scheduling across three regional hubs`,
      msg`Purchase orders and consolidated invoicing`,
    ],
    cta: { to: '/contact', label: msg`Contact sales` },
  },
]
