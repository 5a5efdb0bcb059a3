import { POSTERS, TEAM_ROLES, USER_TYPES, type SessionUser, type UserType } from './roles.ts'

/**
 * Who may do what to which resource, as data, and the one function that reads it. The server's
 * services, the sync collections' access rules and the web's show/hide all ask `can`, so a rule
 * changes here or nowhere. Which area of the app a user may open is `canAccess` (roles.ts).
 *
 * Each rule names the roles that may act on any such resource (`any`) and those that may act on
 * their own (`own`), where `owners` says whose a resource is. A user holds their type's role, and
 * `admin` too when they are one. Admins hold `any` almost everywhere; the few rules where they hold
 * less are acts that only the party itself can make (bidding as an installer, reviewing the
 * installer one hired), listed in policies.test.ts.
 */

/** A user type, or `admin`, which any user type may hold besides. */
export type Role = UserType | 'admin'

/** Anyone signed in: every user type. */
const ANYONE = USER_TYPES

/** Who quotes jobs: installers and the installation team. */
const QUOTERS = ['installer', ...TEAM_ROLES] as const

/** How far a rule reaches for a user: every such resource, or only their own. */
export type Grant = 'any' | 'own'

interface Rule<Doc> {
  readonly any: readonly Role[]
  readonly own?: readonly Role[]
  /** The users a resource belongs to; a rule with `own` roles has it. */
  readonly owners?: (doc: Doc) => readonly (string | null)[]
}

const poster = (job: { ownerId: string }) => [job.ownerId]
/** A job's two parties: who posted it and the installer hired for it. */
const parties = (job: { ownerId: string; hiredInstallerId: string | null }) => [
  job.ownerId,
  job.hiredInstallerId,
]
const bidder = (bid: { installerId: string }) => [bid.installerId]
/** A bid or message is both sides': the installer's and the poster's of the job it is about. */
const sides = (doc: { installerId: string; posterId: string }) => [doc.installerId, doc.posterId]
const sender = (message: { senderId: string }) => [message.senderId]
const owner = (doc: { ownerId: string | null }) => [doc.ownerId]

const POLICIES = {
  job: {
    post: { any: [...POSTERS, 'admin'] },
    /** Bid, and so have a service area and a public installer profile: installers only, not admins. */
    bidOn: { any: ['installer'] },
    /** The job's public part (what the board shows). */
    read: { any: ['installer', 'admin'], own: POSTERS, owners: poster },
    /** Its contact details and progress. */
    readContact: { any: ['admin'], own: ANYONE, owners: parties },
    /** Hire one of its bidders, cancel it. */
    manage: { any: ['admin'], own: POSTERS, owners: poster },
    reportProgress: { any: ['admin'], own: [...POSTERS, 'installer'], owners: parties },
    /** The review is published in the poster's name: an admin reviews only a job they posted. */
    review: { any: [], own: [...POSTERS, 'admin'], owners: poster },
  },
  bid: {
    read: { any: ['admin'], own: [...POSTERS, 'installer'], owners: sides },
    withdraw: { any: ['admin'], own: ['installer'], owners: bidder },
    /** Contact details in a bid are masked for everyone but the one who wrote them and admins. */
    readAsWritten: { any: ['admin'], own: ANYONE, owners: bidder },
  },
  message: {
    read: { any: ['admin'], own: [...POSTERS, 'installer'], owners: sides },
    readAsWritten: { any: ['admin'], own: ANYONE, owners: sender },
  },
  order: {
    read: { any: ['admin'], own: ANYONE, owners: owner },
    /** An admin cancels any order, later in its life than its owner may (domain/shop/status.ts). */
    cancel: { any: ['admin'], own: ANYONE, owners: owner },
  },
  estimate: {
    read: { any: ['admin'], own: ANYONE, owners: owner },
    write: { any: ['admin'], own: ANYONE, owners: owner },
  },
  /**
   * A quote is its estimate's owner's (decision 022): those who measure and sell jobs (installers and
   * the installation team) make, send and withdraw their own, take a signature on their device and
   * record the deposit they received; admins act on any.
   */
  quote: {
    read: { any: ['admin'], own: QUOTERS, owners: owner },
    manage: { any: ['admin'], own: QUOTERS, owners: owner },
  },
  event: {
    /** Book, move and cancel events on the team calendar. */
    plan: { any: ['teamLead', 'admin'] },
    /**
     * Confirm or turn down an installation the server proposed when a quote was accepted (move it
     * out of `proposed`), or propose one: the team's time is the lead's to commit.
     */
    confirm: { any: ['teamLead', 'admin'] },
    /** Mark how a job went. */
    updateStatus: { any: [...TEAM_ROLES, 'admin'] },
    /** Write history in another's name and change an event's author, as resolving a conflict for them does. */
    override: { any: ['admin'] },
  },
  hub: {
    /** Move oneself to another hub once onboarded: those who place people (a member would take its jobs and stock). */
    choose: { any: ['teamLead', 'admin'] },
  },
} as const satisfies Record<string, Record<string, Rule<never>>>

type Policies = typeof POLICIES
export type Resource = keyof Policies
export type Action<R extends Resource> = keyof Policies[R] & string

/** The resource `can` needs to tell whether it is the user's own: none for a rule without `own`. */
type OwnedArg<R extends Resource, A extends Action<R>> = Policies[R][A] extends {
  owners: (doc: infer Doc) => unknown
}
  ? [doc: Doc]
  : []

type Subject = Pick<SessionUser, 'userType' | 'isAdmin'>

export function rolesOf(user: Subject): Role[] {
  return user.isAdmin ? [user.userType, 'admin'] : [user.userType]
}

const ruleOf = (resource: Resource, action: string) =>
  (POLICIES[resource] as Record<string, Rule<unknown>>)[action]!

/** How far `user` may take `action` on `resource`; null: not at all. Read scopes are built from it. */
export function grantOf<R extends Resource>(
  user: Subject | null | undefined,
  action: Action<R>,
  resource: R,
): Grant | null {
  if (!user) return null
  const rule = ruleOf(resource, action)
  const roles = rolesOf(user)
  if (rule.any.some((role) => roles.includes(role))) return 'any'
  if (rule.own?.some((role) => roles.includes(role))) return 'own'
  return null
}

/** Whether `user` may take `action` on `resource` (this one, when the rule has `own` roles). */
export function can<R extends Resource, A extends Action<R>>(
  user: (Subject & Pick<SessionUser, 'id'>) | null | undefined,
  action: A,
  resource: R,
  ...[doc]: OwnedArg<R, A>
): boolean {
  const grant = grantOf(user, action, resource)
  if (grant !== 'own') return grant === 'any'
  const owners = ruleOf(resource, action).owners
  return doc !== undefined && owners !== undefined && owners(doc).includes(user!.id)
}

/** Every rule as `action:resource:any|own` permissions, per role: what policies.test.ts reads. */
export function permissionsOf(role: Role): string[] {
  return Object.entries(POLICIES).flatMap(([resource, actions]) =>
    Object.entries(actions as Record<string, Rule<unknown>>).flatMap(([action, rule]) =>
      rule.any.includes(role)
        ? [`${action}:${resource}:any`]
        : rule.own?.includes(role)
          ? [`${action}:${resource}:own`]
          : [],
    ),
  )
}

/**
 * Whether `user` may choose a hub for themselves: at onboarding anyone of the team, afterwards
 * only those who may choose one.
 */
export function mayChooseOwnHub(
  user: Pick<SessionUser, 'id' | 'userType' | 'isAdmin' | 'hasCompletedOnboarding'>,
): boolean {
  return !user.hasCompletedOnboarding || can(user, 'choose', 'hub')
}
