import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, GraduationCap, Mail, MapPin, Phone } from 'lucide-react'
import { useId } from 'react'
import type { TeamTaskView } from '../../../domain/team/tasks.ts'
import { describeError } from '../../app/error-messages.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { toast } from '../../ui/toast-store.ts'
import { canAccess } from '../../../domain/auth/roles.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useCompleteTeamTask, useTeamTasks } from './api/team-tasks.ts'
import { useOrderFormats } from './formats.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'

const LOAD_FAILED = msg`The team tasks could not be loaded`
const DONE_FAILED = msg`The task could not be marked done`

/**
 * What the shop's orders ask of the team: each onboarding package bought opens a task to book the
 * training with the customer. For team leads, team members and admins (the API refuses others).
 */
export function TeamTasks() {
  const { i18n } = useLingui()
  const headingId = useId()
  const tasks = useTeamTasks()
  const open = tasks.data?.filter((task) => task.status === 'open') ?? []
  const done = tasks.data?.filter((task) => task.status === 'done') ?? []

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900">
            <Trans>Onboarding to schedule</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Each onboarding package bought in the shop. Call the customer to book the sessions, then mark it
              done.
            </Trans>
          </p>
        </div>
        <RefreshButton query={tasks} />
      </div>
      {tasks.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Loading tasks…</Trans>
        </p>
      ) : tasks.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {describeError(i18n, tasks.error, LOAD_FAILED)}
        </p>
      ) : open.length === 0 && done.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          <Trans>No onboarding packages bought yet.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {[...open, ...done].map((task) => (
            <li key={task.id}>
              <TaskCard task={task} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function TaskCard({ task }: { task: TeamTaskView }) {
  const { i18n, t } = useLingui()
  const { user } = useAuth()
  const { dateTime } = useOrderFormats()
  const headingId = useId()
  const complete = useCompleteTeamTask()
  const { order } = task
  const name = order.company ? `${order.customerName} · ${order.company}` : order.customerName
  const bought = dateTime(task.createdAt)
  const doneAt = task.doneAt ? dateTime(task.doneAt) : ''
  const doneBy = task.doneBy ?? t`someone`

  const markDone = () =>
    complete.mutate(task.id, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: i18n._(DONE_FAILED),
          description: describeError(i18n, error, DONE_FAILED),
        }),
    })

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm',
        task.status === 'done' ? 'border-slate-200 opacity-80' : 'border-accent-300',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-accent-700 uppercase">
            <GraduationCap className="size-4" aria-hidden />
            <Trans>Onboarding package</Trans>
          </p>
          <h3 id={headingId} className="text-lg font-semibold text-brand-900">
            {name}
          </h3>
          <p className="text-xs text-slate-500">
            <Trans>Bought {bought}</Trans>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
        {order.phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-slate-500" aria-hidden />
            <a href={`tel:${order.phone}`} className="underline-offset-4 hover:underline">
              {order.phone}
            </a>
          </li>
        )}
        <li className="flex items-center gap-2">
          <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
          <a href={`mailto:${order.email}`} className="break-all underline-offset-4 hover:underline">
            {order.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden />
          {order.city}, {order.state}
        </li>
      </ul>
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        {canAccess(user, 'admin') ? (
          <Link
            to="/admin/orders/$number"
            params={{ number: order.number }}
            className="font-mono text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {order.number}
          </Link>
        ) : (
          <span className="font-mono text-sm font-semibold text-slate-700">{order.number}</span>
        )}
        {task.status === 'done' ? (
          <p className="flex items-center gap-1.5 text-sm text-emerald-800">
            <CheckCircle2 className="size-4" aria-hidden />
            <Trans>
              Done {doneAt} by {doneBy}
            </Trans>
          </p>
        ) : (
          <Button
            type="button"
            size="sm"
            onClick={markDone}
            disabled={complete.isPending}
            aria-label={t`Mark the onboarding of ${name} done`}
          >
            <CheckCircle2 aria-hidden />
            <Trans>Mark done</Trans>
          </Button>
        )}
      </footer>
    </article>
  )
}
