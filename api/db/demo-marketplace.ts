import { addDays, BidInputSchema, dayOf } from '../../domain/marketplace/bid.ts'
import { JobInputSchema, ProgressInputSchema, type JobInputBody } from '../../domain/marketplace/job.ts'
import { certifyInstaller, saveOwnSettings } from '../features/marketplace/installers.service.ts'
import {
  acceptBid,
  placeBid,
  postJob,
  reportProgress,
  reviewJob,
} from '../features/marketplace/jobs.service.ts'
import { findJob } from '../features/marketplace/marketplace.repo.ts'
import type { Db } from './client.ts'
import { DEMO_ORIGIN as ORIGIN, demoDeps, demoUser } from './demo-deps.ts'

/*
 * The demo marketplace: the demo installer's service area and certified badge, two open projects on
 * the board (the homeowner's sunroom, a storefront the team lead posted for a customer) and one
 * finished job with its review, so the board, the bids and the installer's public profile show
 * something on a first start. Made through the marketplace's own services, once (fixed ids).
 */

const OPEN_SUNROOM = '6f1c2d3e-0000-4000-8000-00000000a001'
const OPEN_STOREFRONT = '6f1c2d3e-0000-4000-8000-00000000a002'
const DONE_KITCHEN = '6f1c2d3e-0000-4000-8000-00000000a003'

/** A project as the post-a-project form sends it: an Atlanta sunroom unless the story says otherwise. */
const demoJob = (job: Partial<JobInputBody> & Pick<JobInputBody, 'id'>) =>
  JobInputSchema.parse({
    title: 'Sunroom glare and heat',
    description: 'Six south-facing sunroom windows; the afternoon sun makes the room unusable in summer.',
    street: '12 Peachtree St NE',
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    phone: '(404) 555-0142',
    filmType: 'solar',
    timeline: 'twoWeeks',
    budget: 'from1000',
    photos: [],
    estimateId: null,
    ...job,
  })

export function seedDemoMarketplace(db: Db, now = new Date()): number {
  const [homeowner, installer, teamlead, admin] = ['homeowner', 'installer', 'teamlead', 'admin'].map(
    (name) => demoUser(db, name),
  )
  if (!homeowner || !installer || !teamlead || !admin || findJob(db, OPEN_SUNROOM)) return 0
  /** The story unfolds over the last three weeks, an hour or a day at a time. */
  const deps = demoDeps(db, now.getTime() - 20 * 24 * 60 * 60 * 1000)
  const { later } = deps

  // The installer's company, as their member profile would say it (kept if they already wrote one).
  db.prepare(
    `INSERT INTO profiles (user_id, company_name, phone, website, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO NOTHING`,
  ).run(
    installer.id,
    'Peachtree Film & Glass',
    '(404) 555-0188',
    'https://peachtree-film.example.com',
    now.toISOString(),
  )
  saveOwnSettings(deps, installer, {
    serviceZip: '30303',
    serviceRadiusMi: 120,
    bio: 'Family-run crew out of Atlanta since 2009: solar control and safety film for homes and storefronts across north Georgia.',
    films: ['solar', 'security'],
  })
  certifyInstaller(deps, admin, installer.id, { certified: true })

  const kitchen = demoJob({
    id: DONE_KITCHEN,
    title: 'Kitchen bay window privacy film',
    description: 'Three-pane bay window facing the neighbours. Frosted look, but light should still come in.',
    street: '418 Sycamore St',
    city: 'Decatur',
    zip: '30030',
    filmType: 'privacy',
    timeline: 'month',
    budget: 'under500',
  })
  postJob(deps, homeowner, kitchen)
  later(20)
  const bid = placeBid(
    deps,
    installer,
    DONE_KITCHEN,
    BidInputSchema.parse({
      id: crypto.randomUUID(),
      priceCents: 42000,
      message: 'Frost White on the three panes, half a day. Samples in the van if you want to compare.',
      startDate: dayOf(new Date(deps.clock().getTime() + 3 * 86_400_000)),
      validDays: 14,
    }),
    ORIGIN,
  )
  later(5)
  acceptBid(deps, homeowner, DONE_KITCHEN, bid.id, ORIGIN)
  later(2)
  reportProgress(
    deps,
    installer,
    DONE_KITCHEN,
    ProgressInputSchema.parse({
      id: crypto.randomUUID(),
      status: 'scheduled',
      scheduledFor: addDays(dayOf(deps.clock()), 3),
    }),
    ORIGIN,
  )
  later(72)
  reportProgress(
    deps,
    installer,
    DONE_KITCHEN,
    ProgressInputSchema.parse({
      id: crypto.randomUUID(),
      status: 'inProgress',
      note: 'Glass cleaned, film cut to size.',
    }),
    ORIGIN,
  )
  later(4)
  reportProgress(
    deps,
    installer,
    DONE_KITCHEN,
    ProgressInputSchema.parse({
      id: crypto.randomUUID(),
      status: 'completed',
      note: 'Frost White on all three panes.',
    }),
    ORIGIN,
  )
  later(30)
  reviewJob(deps, homeowner, DONE_KITCHEN, {
    rating: 5,
    text: 'Tidy, on time, and the bay window finally feels private without losing the morning light.',
  })

  deps.setTime(now.getTime() - 2 * 24 * 60 * 60 * 1000)
  postJob(deps, homeowner, demoJob({ id: OPEN_SUNROOM, zip: '30305', street: '77 Habersham Rd NW' }))
  later(6)
  postJob(
    deps,
    teamlead,
    demoJob({
      id: OPEN_STOREFRONT,
      title: 'Storefront safety film, 14 panes',
      description:
        'Corner boutique on Broughton St: smash-and-grab protection on the display windows, 8 mil clear.',
      street: '21 W Broughton St',
      city: 'Savannah',
      zip: '31401',
      phone: '(912) 555-0117',
      filmType: 'security',
      timeline: 'asap',
      budget: 'from5000',
    }),
  )
  return 3
}
