import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Smile, WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ChatMessage } from '../../../app/device-db.ts'
import { cn } from '../../../ui/cn.ts'
import { formatLocale } from '../../../../domain/i18n/locales.ts'

/**
 * Border colour by the mood read in the customer's question. An upset customer gets the same calm,
 * neutral bubble as anyone (no red, no frown): the answer apologises and offers a person instead.
 */
const SENTIMENT_BORDER = {
  positive: 'border-emerald-500',
  negative: 'border-slate-200',
  none: 'border-slate-200',
} as const

export function Bubble({
  role,
  className,
  children,
}: {
  role: ChatMessage['role']
  className?: string
  children: ReactNode
}) {
  return (
    <li className={cn('flex flex-col gap-1.5', role === 'user' ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
          role === 'user'
            ? 'rounded-br-sm bg-brand-800 text-white'
            : 'rounded-bl-sm border-2 bg-white text-slate-900',
          className,
        )}
      >
        {children}
      </div>
    </li>
  )
}

interface ChatMessageViewProps {
  message: ChatMessage
  /** Buttons for the suggested actions: shown under the latest answer only. */
  actions?: ReactNode
  onNavigate: () => void
}

export function ChatMessageView({ message, actions, onNavigate }: ChatMessageViewProps) {
  const { i18n } = useLingui()
  const time = new Intl.DateTimeFormat(formatLocale(i18n.locale), { timeStyle: 'short' }).format(message.at)
  if (message.role === 'user') {
    return (
      <Bubble role="user">
        <span className="sr-only">
          <Trans>You said:</Trans>{' '}
        </span>
        <p>{message.text}</p>
        <time
          dateTime={new Date(message.at).toISOString()}
          className="mt-0.5 block text-right text-xs text-brand-100"
        >
          {time}
        </time>
      </Bubble>
    )
  }
  const sentiment = message.sentiment ?? 'none'
  return (
    <>
      <Bubble role="assistant" className={SENTIMENT_BORDER[sentiment]}>
        <span className="sr-only">
          <Trans>Assistant said:</Trans>{' '}
        </span>
        <p lang={message.locale}>{message.text}</p>
        {message.links && message.links.length > 0 && (
          <span className="mt-2 flex flex-col items-start gap-1">
            {message.links.map((link) => (
              // The server's path comes whole, query included: `href` builds the location from it.
              <Link
                key={link.to}
                to="."
                href={link.to}
                onClick={onNavigate}
                className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
              >
                {link.label}
                <ArrowRight className="size-3.5" aria-hidden />
              </Link>
            ))}
          </span>
        )}
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-500">
          <time dateTime={new Date(message.at).toISOString()}>{time}</time>
          {message.offline && (
            <span className="inline-flex items-center gap-1 font-medium text-amber-800">
              <WifiOff className="size-3" aria-hidden />
              <Trans>Offline answer</Trans>
            </span>
          )}
          {message.sentiment === 'positive' && (
            <span className="inline-flex items-center gap-1 text-emerald-700">
              <Smile className="size-3" aria-hidden />
              <span className="sr-only">
                <Trans>Tone: positive</Trans>
              </span>
            </span>
          )}
        </span>
      </Bubble>
      {actions}
    </>
  )
}
