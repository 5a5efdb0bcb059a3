import {
  SupportRequestSchema,
  type SupportRequestBody,
  type SupportStatus,
} from '../../domain/support/request.ts'
import type { Locale } from '../../domain/i18n/locales.ts'
import { changeSupportStatus, submitSupportRequest } from '../features/support/support.service.ts'
import type { Db } from './client.ts'
import { DEMO_ORIGIN, demoDeps, demoUser } from './demo-deps.ts'

/*
 * Demo "Talk to a person" requests: customers who asked the assistant, then for someone of the team,
 * so /support and /admin/support show real conversations on a first start, one of them in Spanish.
 * Sent and moved on by the team lead through the feature's service. Fixed ids: seeded once, and a
 * request the team has moved on keeps its status.
 */

type DemoSupport = Omit<SupportRequestBody, 'transcript' | 'language'> & {
  language: Locale
  hoursAgo: number
  status: SupportStatus
  /** The conversation, the customer's lines first; a minute apart. */
  lines: string[]
}

const REQUESTS: DemoSupport[] = [
  {
    id: '5f3a9c1e-7b2d-4e8a-9c41-2d6f0b8e7a13',
    name: 'Denise Howard',
    email: 'denise.howard@example.com',
    note: 'Our HOA needs the film to look the same from the street on every window. Can someone call me?',
    language: 'en',
    page: '/solar-control-films',
    hoursAgo: 3,
    status: 'open',
    lines: [
      'Will solar film make my windows look mirrored from outside?',
      'Reflective films look like a mirror from outside in daylight; ceramic films stay almost clear. Ceramic 40 lets through 40% of visible light with a neutral look.',
      'I need to check with my HOA first, can I talk to someone?',
      'Use "Talk to a person" to leave your question and a way to reach you, and someone from the nearest hub gets back to you.',
    ],
  },
  {
    id: 'c81d4e2a-09f7-4b3c-a6e5-7f12d9b04c58',
    name: 'Luis Ortega',
    phone: '(305) 555-0164',
    note: 'Prefiero que me llamen por la tarde.',
    language: 'es',
    page: '/security-safety-film',
    hoursAgo: 30,
    status: 'inProgress',
    lines: [
      '¿La película de seguridad sirve para una puerta corrediza de vidrio en Miami?',
      'Sí: la película de seguridad mantiene unido el vidrio roto y rinde mejor con un sistema de anclaje al marco. Las películas gruesas las debe instalar un equipo certificado.',
      'Quiero hablar con una persona para el precio',
    ],
  },
  {
    id: '9e6b2f74-3a1c-4d85-b0e9-41c7a5d2f836',
    name: 'Karen Mitchell',
    email: 'karen.mitchell@example.com',
    language: 'en',
    page: '/orders',
    hoursAgo: 76,
    status: 'answered',
    lines: [
      'My order arrived with a crease in the film roll',
      'I am sorry about the trouble. Film damaged on arrival is replaced or refunded: tell us your order number.',
      'Order SS-2026-0412, can a person look at the photos?',
    ],
  },
]

export function seedDemoSupport(db: Db, now: Date): number {
  const teamLead = demoUser(db, 'teamlead')
  // No team address: the team is not told of requests that are only a demo.
  const deps = { ...demoDeps(db, now), env: {} }
  let added = 0
  db.transaction(() => {
    for (const { hoursAgo, status, lines, ...request } of REQUESTS) {
      const sentAt = now.getTime() - hoursAgo * 3_600_000
      const transcript = lines.map((text, index) => ({
        role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
        text,
        at: sentAt - (lines.length - index) * 60_000,
      }))
      deps.setTime(sentAt)
      const input = SupportRequestSchema.parse({ ...request, transcript })
      const sent = submitSupportRequest(deps, input, {
        user: null,
        origin: DEMO_ORIGIN,
        language: request.language,
      })
      if (!sent.created) continue
      added++
      deps.later(2)
      if (status !== 'open' && teamLead) changeSupportStatus(deps, request.id, status, teamLead)
    }
  })()
  return added
}
