import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx'
import { markNotificationsRead } from './api/commands.ts'
import { useNotifications } from './api/queries.ts'
import { notificationText } from './labels.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** How many the menu lists; older ones stay on the device. */
const SHOWN = 12

/**
 * The header's bell: new bids, hires, messages and progress, replicated to the device (so it shows
 * offline) and pushed by the sync stream as they happen. Opening one marks it read.
 */
export function NotificationsButton() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const notifications = useNotifications()
  if (notifications === null) return null
  const unread = notifications.filter((notification) => notification.readAt === null)
  const when = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' })
  const label = unread.length > 0 ? t`Notifications, ${unread.length} unread` : t`Notifications`
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell className="size-5" aria-hidden />
          {unread.length > 0 && (
            <span className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-accent-500 px-1 text-[10px] leading-4 font-bold text-white">
              {unread.length > 99 ? '99+' : unread.length}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>
          <Trans>Notifications</Trans>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.length === 0 && (
          <p className="px-3 py-4 text-sm text-slate-600">
            <Trans>Nothing new. Bids, hires and messages show up here.</Trans>
          </p>
        )}
        {notifications.slice(0, SHOWN).map((notification) => (
          <DropdownMenuItem
            key={notification.id}
            className={cn('flex flex-col items-start gap-0.5', notification.readAt === null && 'bg-brand-50')}
            onSelect={() => {
              if (notification.readAt === null)
                markNotificationsRead([notification.id]).catch(() => undefined)
              void navigate({ to: notification.path })
            }}
          >
            <span className={cn('text-sm', notification.readAt === null && 'font-semibold')}>
              {notificationText(i18n, notification.kind, notification.actor, notification.jobTitle)}
            </span>
            <time dateTime={notification.at} className="text-xs text-slate-500">
              {when.format(new Date(notification.at))}
            </time>
          </DropdownMenuItem>
        ))}
        {unread.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void markNotificationsRead().catch(() => undefined)}>
              <Trans>Mark all as read</Trans>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
