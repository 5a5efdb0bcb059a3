import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ShieldAlert } from 'lucide-react'
import type { Audience } from '../../../domain/auth/roles.ts'
import { Button } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'

type RestrictedAudience = Exclude<Audience, 'member'>

const ACCESS_RESTRICTED = msg`Access Restricted`
const TO_ESTIMATOR = { to: '/estimator', label: msg`Go to Estimator` }
const TO_HOME = { to: '/', label: msg`Return to Home` }

const HOMEOWNER_PAGES = {
  title: ACCESS_RESTRICTED,
  text: msg`This area is only accessible to homeowner members and administrators.`,
  action: TO_ESTIMATOR,
}

const TEAM_MEMBER_PAGES = {
  title: ACCESS_RESTRICTED,
  text: msg`This area is only accessible to team members and administrators.`,
  action: TO_HOME,
}

/** The screen a signed-in user meets on a page of another role: title, text and button per audience. */
const SCREENS: Record<
  RestrictedAudience,
  { title: MessageDescriptor; text: MessageDescriptor; action: typeof TO_HOME }
> = {
  installer: {
    title: ACCESS_RESTRICTED,
    text: msg`This area is only accessible to installer members and administrators.`,
    action: TO_ESTIMATOR,
  },
  homeowner: HOMEOWNER_PAGES,
  // The marketplace's projects are the homeowners' pages; installers and team leads have theirs there too.
  projects: HOMEOWNER_PAGES,
  poster: HOMEOWNER_PAGES,
  teamLead: {
    title: ACCESS_RESTRICTED,
    text: msg`This area is only accessible to team leads and administrators.`,
    action: TO_HOME,
  },
  teamMember: TEAM_MEMBER_PAGES,
  // The team tools (calendar, inventory, reports) are for both team roles: the team member screen fits.
  team: TEAM_MEMBER_PAGES,
  admin: {
    title: msg`Administrator Access Only`,
    text: msg`This area is restricted to administrators only.`,
    action: TO_HOME,
  },
}

export function RestrictionScreen({ audience }: { audience: RestrictedAudience }) {
  const { i18n } = useLingui()
  const screen = SCREENS[audience]
  const title = i18n._(screen.title)
  useDocumentTitle(title)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-amber-100 text-amber-700">
        <ShieldAlert className="size-8" aria-hidden />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{i18n._(screen.text)}</p>
      <Button asChild>
        <Link to={screen.action.to}>{i18n._(screen.action.label)}</Link>
      </Button>
    </section>
  )
}
