import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { AuditQuerySchema, type AuditRow } from '../../../domain/admin/audit.ts'
import { Button } from '../../ui/button.tsx'
import { SelectField } from '../../ui/choice-fields.tsx'
import { inputClass } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useAuditLog, type AuditFilters } from './admin-api.ts'
import { Pager } from './pager.tsx'
import { describeAdminError } from './admin-messages.ts'

const FilterSchema = AuditQuerySchema.partial()

/** The route's search params as filters; anything unreadable is dropped. */
export function auditFiltersFrom(search: Record<string, unknown>): AuditFilters {
  const parsed = FilterSchema.safeParse(search)
  if (!parsed.success) return {}
  const { action, actor, page } = parsed.data
  return { action: action || undefined, actor: actor || undefined, page: page && page > 1 ? page : undefined }
}

const LOAD_FAILED = msg`The audit log could not be loaded`

/** /admin/audit: every admin change, newest first, with what it was before and after. */
export function AdminAuditPage({ filters }: { filters: AuditFilters }) {
  const { t, i18n } = useLingui()
  const log = useAuditLog(filters)
  const navigate = useNavigate()
  const setFilters = (next: AuditFilters) => void navigate({ to: '/admin/audit', search: next as never })
  const data = log.data
  const page = filters.page ?? 1
  return (
    <>
      <PageHeader
        eyebrow={t`Administration`}
        title={t`Audit log`}
        description={t`Every change an administrator made: who, when, and the value before and after.`}
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <Filters filters={filters} actions={data?.actions ?? []} onChange={setFilters} />
        {log.isPending ? (
          <Loader label={t`Loading the audit log…`} className="py-10" />
        ) : !data ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeAdminError(i18n, log.error, LOAD_FAILED)}
          </p>
        ) : data.entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            <Trans>No change matches these filters.</Trans>
          </p>
        ) : (
          <>
            <ol className="flex flex-col gap-3" aria-label={t`Changes, newest first`}>
              {data.entries.map((entry) => (
                <li key={entry.id}>
                  <Entry entry={entry} />
                </li>
              ))}
            </ol>
            <Pager
              page={page}
              total={data.total}
              pageSize={data.pageSize}
              onPage={(page) => setFilters({ ...filters, page })}
              previous={<Trans>Newer</Trans>}
              next={<Trans>Older</Trans>}
            />
          </>
        )}
      </div>
    </>
  )
}

function Filters({
  filters,
  actions,
  onChange,
}: {
  filters: AuditFilters
  actions: readonly string[]
  onChange: (filters: AuditFilters) => void
}) {
  const { t } = useLingui()
  const actorId = useId()
  const [actor, setActor] = useState(filters.actor ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, actor: actor.trim() || undefined, page: undefined })
  }
  // The chosen action stays in the list even on a page of the log that no longer holds it.
  const choices = filters.action && !actions.includes(filters.action) ? [filters.action, ...actions] : actions
  return (
    <form
      role="search"
      aria-label={t`Filter the audit log`}
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <SelectField
        label={t`Action`}
        value={filters.action ?? ''}
        options={[
          { value: '', label: t`All actions` },
          ...choices.map((action) => ({ value: action, label: action })),
        ]}
        onChange={(action) => onChange({ ...filters, action: action || undefined, page: undefined })}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={actorId} className="text-sm font-semibold text-slate-800">
          <Trans>Administrator (username)</Trans>
        </label>
        <div className="flex gap-2">
          <input
            id={actorId}
            className={inputClass}
            value={actor}
            onChange={(event) => setActor(event.currentTarget.value)}
          />
          <Button type="submit" aria-label={t`Filter`}>
            <Search aria-hidden />
          </Button>
        </div>
      </div>
    </form>
  )
}

/** A value as the log shows it: JSON, compact; nothing for "did not exist". */
function Value({ value }: { value: unknown }) {
  const { t } = useLingui()
  if (value === null || value === undefined) return <span className="text-slate-400 italic">{t`none`}</span>
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ')
  return <code className="break-all whitespace-pre-wrap text-slate-900">{text}</code>
}

function Entry({ entry }: { entry: AuditRow }) {
  const { t, i18n } = useLingui()
  const when = i18n.date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })
  const actor = entry.actor ?? t`unknown`
  return (
    <article className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm md:grid-cols-[14rem_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-slate-900">
          <code>{entry.action}</code> · {entry.subject}
        </p>
        <p className="text-slate-600">
          <Trans>
            <time dateTime={entry.at}>{when}</time> by {actor}
          </Trans>
        </p>
      </div>
      <div className="rounded-md bg-slate-50 p-2">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t({ message: 'Before', context: 'audited change' })}
        </p>
        <Value value={entry.before} />
      </div>
      <div className="rounded-md bg-emerald-50 p-2">
        <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          {t({ message: 'After', context: 'audited change' })}
        </p>
        <Value value={entry.after} />
      </div>
    </article>
  )
}
