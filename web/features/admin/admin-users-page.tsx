import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { BadgeCheck, ChevronDown, KeyRound, Search, ShieldCheck, UserX } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import {
  UserListQuerySchema,
  type AdminUserRow,
  type Placement,
  type UserChange,
} from '../../../domain/admin/users.ts'
import { isTeamRole, USER_TYPES, type UserType } from '../../../domain/auth/roles.ts'
import { HUBS, teamsOf, type HubId, type TeamId } from '../../../domain/hubs/hubs.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { Button } from '../../ui/button.tsx'
import { SelectField } from '../../ui/choice-fields.tsx'
import { inputClass } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { toast } from '../../ui/toast-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import {
  useAdminUsers,
  useCertification,
  usePasswordResetLink,
  useUserChange,
  type UserFilters,
} from './admin-api.ts'
import { Pager } from './pager.tsx'
import { describeAdminError, USER_TYPE_LABELS } from './admin-messages.ts'
import { hubNameIn } from '../../ui/hub-names.ts'

const FilterSchema = UserListQuerySchema.partial()

/** The route's search params as filters; anything unreadable is dropped rather than refused. */
export function userFiltersFrom(search: Record<string, unknown>): UserFilters {
  const parsed = FilterSchema.safeParse(search)
  if (!parsed.success) return {}
  const { q, userType, admin, status, page } = parsed.data
  return { q: q || undefined, userType, admin, status, page: page && page > 1 ? page : undefined }
}

const CHANGE_FAILED = msg`The change could not be saved`
const LOAD_FAILED = msg`The accounts could not be loaded`

/** /admin/users: find accounts and change their type, admin right, team, certification and access. */
export function AdminUsersPage({ filters }: { filters: UserFilters }) {
  const { t, i18n } = useLingui()
  const users = useAdminUsers(filters)
  const navigate = useNavigate()
  const setFilters = (next: UserFilters) => void navigate({ to: '/admin/users', search: next as never })
  const data = users.data
  const page = filters.page ?? 1
  return (
    <>
      <PageHeader
        eyebrow={t`Administration`}
        title={t`Users`}
        description={t`Find an account to change its type, administrator right, team, certification or access.`}
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <Filters filters={filters} onChange={setFilters} />
        {users.isPending ? (
          <Loader label={t`Loading accounts…`} className="py-10" />
        ) : !data ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeAdminError(i18n, users.error, LOAD_FAILED)}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {data.total === 1 ? t`1 account` : t`${data.total} accounts`}
            </p>
            {data.users.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
                <Trans>No account matches these filters.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label={t`Accounts`}>
                {data.users.map((user) => (
                  <li key={user.id}>
                    <UserCard user={user} />
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={page}
              total={data.total}
              pageSize={data.pageSize}
              onPage={(page) => setFilters({ ...filters, page })}
              previous={<Trans>Previous</Trans>}
              next={<Trans>Next</Trans>}
            />
          </>
        )}
      </div>
    </>
  )
}

function Filters({ filters, onChange }: { filters: UserFilters; onChange: (filters: UserFilters) => void }) {
  const { t, i18n } = useLingui()
  const searchId = useId()
  const [q, setQ] = useState(filters.q ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, q: q.trim() || undefined, page: undefined })
  }
  const set = (change: UserFilters) => onChange({ ...filters, ...change, page: undefined })
  return (
    <form
      role="search"
      aria-label={t`Find accounts`}
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
          <Trans>Username or email</Trans>
        </label>
        <div className="flex gap-2">
          <input
            id={searchId}
            type="search"
            className={inputClass}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <Button type="submit" aria-label={t`Search`}>
            <Search aria-hidden />
          </Button>
        </div>
      </div>
      <SelectField<UserType | ''>
        label={t`Type`}
        value={filters.userType ?? ''}
        options={[
          { value: '', label: t`All types` },
          ...USER_TYPES.map((type) => ({ value: type, label: i18n._(USER_TYPE_LABELS[type]) })),
        ]}
        onChange={(userType) => set({ userType: userType || undefined })}
      />
      <SelectField<'' | 'yes' | 'no'>
        label={t`Administrator`}
        value={filters.admin ?? ''}
        options={[
          { value: '', label: t`Anyone` },
          { value: 'yes', label: t`Administrators` },
          { value: 'no', label: t`Not administrators` },
        ]}
        onChange={(admin) => set({ admin: admin || undefined })}
      />
      <SelectField<'' | 'active' | 'disabled'>
        label={t({ message: 'Access', context: 'account access' })}
        value={filters.status ?? ''}
        options={[
          { value: '', label: t`Any` },
          { value: 'active', label: t`Active` },
          { value: 'disabled', label: t`Disabled` },
        ]}
        onChange={(status) => set({ status: status || undefined })}
      />
    </form>
  )
}

/** "atlanta|atlanta-2", "atlanta|" (the hub only) or "" (not placed): one select for both. */
const placementValue = ({ hubId, teamId }: Placement) => (hubId ? `${hubId}|${teamId ?? ''}` : '')
function placementOf(value: string): Placement {
  const [hubId, teamId] = value.split('|')
  return { hubId: (hubId || null) as HubId | null, teamId: (teamId || null) as TeamId | null }
}

function UserCard({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const team = user.teamId ? teamLabel(i18n, user.teamId) : user.hubId ? hubNameIn(i18n, user.hubId) : null
  return (
    <article aria-label={user.username} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
        {/* A phone gives the name its own line, so badges and the button never squeeze it away. */}
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <h2 className="truncate font-semibold text-slate-900">{user.username}</h2>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
        <ul className="flex flex-wrap gap-1.5 text-xs font-semibold" aria-label={t`Status`}>
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            {i18n._(USER_TYPE_LABELS[user.userType])}
          </li>
          {user.isAdmin && (
            <li className="rounded-full bg-brand-100 px-2.5 py-1 text-brand-800">{t`Administrator`}</li>
          )}
          {user.certified && (
            <li className="rounded-full bg-emerald-100 px-2.5 py-1 text-emerald-800">{t`Certified`}</li>
          )}
          {team && <li className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{team}</li>}
          {user.disabledAt && (
            <li className="rounded-full bg-red-100 px-2.5 py-1 text-red-800">{t`Disabled`}</li>
          )}
          {!user.emailVerified && (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-600">{t`Email not verified`}</li>
          )}
        </ul>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <Trans>Manage</Trans>
          <ChevronDown aria-hidden className={open ? 'rotate-180' : undefined} />
        </Button>
      </div>
      {open && (
        <div id={panelId} className="border-t border-slate-200 p-4">
          <UserControls user={user} />
        </div>
      )}
    </article>
  )
}

function teamLabel(i18n: I18n, teamId: TeamId): string {
  const hub = HUBS.find((candidate) => teamId.startsWith(`${candidate.id}-`))
  const number = teamId.slice(teamId.lastIndexOf('-') + 1)
  return `${hub ? hubNameIn(i18n, hub.id) : ''} ${number}`.trim()
}

function UserControls({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useLingui()
  const { user: me } = useAuth()
  const change = useUserChange()
  const certification = useCertification()
  const resetLink = usePasswordResetLink()
  const [userType, setUserType] = useState<UserType>(user.userType)
  const [isAdmin, setIsAdmin] = useState(user.isAdmin)
  const [placement, setPlacement] = useState(placementValue(user))
  const [error, setError] = useState<string>()
  const self = me?.id === user.id
  const busy = change.isPending || certification.isPending || resetLink.isPending

  const fail = (failure: unknown) => setError(describeAdminError(i18n, failure, CHANGE_FAILED))
  const send = (body: UserChange, done: string) => {
    setError(undefined)
    change.mutate(
      { id: user.id, change: body },
      { onSuccess: () => toast({ variant: 'success', title: done }), onError: fail },
    )
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    const body: UserChange = {}
    if (userType !== user.userType) body.userType = userType
    if (isAdmin !== user.isAdmin) body.isAdmin = isAdmin
    const teamRole = isTeamRole(userType)
    if (teamRole && placement !== placementValue(user)) body.placement = placementOf(placement)
    if (Object.keys(body).length === 0) return setError(t`Nothing has changed`)
    send(body, t`${user.username}: changes saved`)
  }

  const placementOptions = [
    { value: '', label: t`Not placed` },
    ...HUBS.flatMap((hub) => [
      { value: `${hub.id}|`, label: t`${hubNameIn(i18n, hub.id)} hub, no team yet` },
      ...teamsOf(hub).map((teamId) => ({
        value: `${hub.id}|${teamId}`,
        label: t`${hubNameIn(i18n, hub.id)} hub, team ${teamId.slice(hub.id.length + 1)}`,
      })),
    ]),
  ]

  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={save}
        aria-label={t`Change ${user.username}`}
        className="grid grid-cols-1 gap-4 md:grid-cols-[repeat(3,minmax(0,1fr))_auto] md:items-end"
      >
        <SelectField<UserType>
          label={t`Account type`}
          value={userType}
          options={USER_TYPES.map((type) => ({ value: type, label: i18n._(USER_TYPE_LABELS[type]) }))}
          onChange={setUserType}
        />
        {isTeamRole(userType) ? (
          <SelectField
            label={t`Hub and team`}
            value={placement}
            options={placementOptions}
            onChange={setPlacement}
          />
        ) : (
          <p className="text-sm text-slate-500 md:self-center">
            <Trans>Only team leads and team members are placed in a hub and team.</Trans>
          </p>
        )}
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={isAdmin}
            disabled={self}
            aria-describedby={self ? `${user.id}-self` : undefined}
            onChange={(event) => setIsAdmin(event.currentTarget.checked)}
            className="size-5 rounded border-slate-400 accent-brand-700"
          />
          <Trans>Administrator</Trans>
        </label>
        <Button type="submit" disabled={busy}>
          <ShieldCheck aria-hidden />
          <Trans>Save changes</Trans>
        </Button>
        {self && (
          <p id={`${user.id}-self`} className="text-xs text-slate-500 md:col-span-4">
            <Trans>This is your own account: you cannot remove your administrator right or disable it.</Trans>
          </p>
        )}
      </form>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {user.userType === 'installer' && (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => {
              setError(undefined)
              certification.mutate(
                { id: user.id, certified: !user.certified },
                {
                  onSuccess: () =>
                    toast({
                      variant: 'success',
                      title: user.certified ? t`Certification removed` : t`Installer certified`,
                    }),
                  onError: fail,
                },
              )
            }}
          >
            <BadgeCheck aria-hidden />
            {user.certified ? <Trans>Remove certification</Trans> : <Trans>Certify installer</Trans>}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => {
            setError(undefined)
            resetLink.mutate(user.id, {
              onSuccess: () =>
                toast({ variant: 'success', title: t`Password-reset link sent to ${user.email}` }),
              onError: fail,
            })
          }}
        >
          <KeyRound aria-hidden />
          <Trans>Send password-reset link</Trans>
        </Button>
        {!self && (
          <Button
            variant="outline"
            size="sm"
            className={user.disabledAt ? undefined : 'text-red-700'}
            disabled={busy}
            onClick={() =>
              user.disabledAt
                ? send({ disabled: false }, t`${user.username} can sign in again`)
                : send({ disabled: true }, t`${user.username} is disabled and signed out everywhere`)
            }
          >
            <UserX aria-hidden />
            {user.disabledAt ? <Trans>Enable account</Trans> : <Trans>Disable account</Trans>}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
