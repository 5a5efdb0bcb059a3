import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Languages, Loader2, RotateCcw, Send, X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { CHAT_MESSAGE_MAX } from '../../../../domain/chat/schema.ts'
import { LOCALE_NAMES, type Locale } from '../../../../domain/i18n/locales.ts'
import { activateLocale } from '../../../app/i18n.ts'
import { Button } from '../../../ui/button.tsx'
import { useAuth } from '../../../app/session/auth-provider.tsx'
import { Bubble, ChatMessageView } from './chat-message.tsx'
import { HandoffBar, HandoffForm, HandoffOffer, useHandoff } from './handoff-form.tsx'
import { useConversation } from './use-conversation.ts'

/** What a first opening offers to ask. */
const FIRST_ACTIONS = [
  msg`Tell me about window film types`,
  msg`How much does window film cost?`,
  msg`Do you offer DIY installation?`,
  msg`Help me create an estimate`,
]

/**
 * The answer came in another language than the page's (the customer wrote in it): the page can
 * follow, as the language menu would switch it, and remember the choice.
 */
function LanguageOffer({ locale }: { locale: Locale }) {
  const language = LOCALE_NAMES[locale]
  return (
    <li>
      <button
        type="button"
        onClick={() => void activateLocale(locale, { remember: true })}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
      >
        <Languages className="size-3.5" aria-hidden />
        <Trans>
          Switch the page to <span lang={locale}>{language}</span>
        </Trans>
      </button>
    </li>
  )
}

interface ChatPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back when the panel closes. */
  launcherRef: RefObject<HTMLButtonElement | null>
}

/**
 * The assistant's window: a modal dialog in the corner (focus stays inside while it is open, Escape
 * closes it). It stays mounted once loaded, so a reply still arrives after the panel is closed.
 */
export function ChatPanel({ open, onOpenChange, launcherRef }: ChatPanelProps) {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const { messages, pending, lastReply, send, clear } = useConversation(user?.id ?? null)
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const logRef = useRef<HTMLOListElement>(null)
  const handoff = useHandoff(open)

  const submit = (text: string) => {
    if (send(text) && text === draft) setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's word is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit(draft)
  }

  // The newest message in sight, and the input back in hand once the reply is in.
  const count = messages?.length ?? 0
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight })
  }, [count, pending, open])
  useEffect(() => {
    if (!pending && open) inputRef.current?.focus()
  }, [pending, open])

  const latest = messages?.at(-1)
  const suggestions = (items: string[]) =>
    items.length > 0 && (
      <li>
        <ul aria-label={t`Suggestions`} className="flex flex-wrap gap-1.5">
          {items.map((text) => (
            <li key={text}>
              <button
                type="button"
                disabled={pending}
                onClick={() => submit(text)}
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-left text-xs font-medium text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none disabled:opacity-50"
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
      </li>
    )

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            inputRef.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            launcherRef.current?.focus()
          }}
          // Escape steps back one level: out of the hand-off form to the conversation, then out of the panel.
          onEscapeKeyDown={(event) => {
            if (!handoff.open) return
            event.preventDefault()
            handoff.hide()
          }}
          className="fixed inset-x-2 bottom-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96 print:hidden"
        >
          <header className="flex items-center gap-2 bg-brand-900 py-2 pr-2 pl-4 text-white">
            <DialogPrimitive.Title className="flex-1 text-base font-semibold">
              <Trans>Chat assistant</Trans>
            </DialogPrimitive.Title>
            {count > 0 && (
              <Button
                variant="ghost"
                size="icon"
                onClick={() => void clear()}
                disabled={pending}
                className="text-white hover:bg-brand-800 hover:text-white"
              >
                <RotateCcw aria-hidden />
                <span className="sr-only">
                  <Trans>Start a new conversation</Trans>
                </span>
              </Button>
            )}
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" className="text-white hover:bg-brand-800 hover:text-white">
                <X aria-hidden />
                <span className="sr-only">
                  <Trans>Close the chat</Trans>
                </span>
              </Button>
            </DialogPrimitive.Close>
          </header>

          {/* The conversation is 350 px high; a short screen (a phone turned sideways) shrinks it. */}
          <ol
            hidden={handoff.open}
            ref={logRef}
            aria-label={t`Conversation`}
            tabIndex={0}
            className="flex h-[350px] max-h-[calc(100dvh-10rem)] flex-col gap-3 overflow-y-auto p-4 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none focus-visible:ring-inset"
          >
            <Bubble role="assistant" className="border-slate-200">
              <Trans>
                Hello! I'm the Southern Shield assistant. Ask me about window film, prices, installation or
                your orders.
              </Trans>
            </Bubble>
            {count === 0 && suggestions(FIRST_ACTIONS.map((action) => i18n._(action)))}
            {messages?.map((message) => (
              <ChatMessageView
                key={message.id}
                message={message}
                onNavigate={() => onOpenChange(false)}
                actions={
                  message === latest && !pending ? (
                    <>
                      {message.locale !== undefined && message.locale !== i18n.locale && (
                        <LanguageOffer locale={message.locale} />
                      )}
                      {suggestions(message.suggestedActions ?? [])}
                    </>
                  ) : undefined
                }
              />
            ))}
            {latest?.handoff && !pending && <HandoffOffer onClick={handoff.show} />}
            {pending && (
              <Bubble role="assistant" className="border-slate-200 text-slate-600">
                <span className="inline-flex items-center gap-2">
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                  <Trans>Thinking...</Trans>
                </span>
              </Bubble>
            )}
          </ol>

          {/* Replies read out as they arrive; the history shown on opening is not. */}
          <p role="status" className="sr-only">
            {pending ? t`Thinking...` : (lastReply?.text ?? '')}
          </p>

          {handoff.open && (
            <HandoffForm messages={messages ?? []} draft={handoff.draft} onClose={handoff.hide} />
          )}
          <HandoffBar hidden={handoff.open} onClick={handoff.show} />
          <form
            hidden={handoff.open}
            className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
            onSubmit={(event) => {
              event.preventDefault()
              submit(draft)
            }}
          >
            <label htmlFor="chat-input" className="sr-only">
              <Trans>Your message</Trans>
            </label>
            <textarea
              id="chat-input"
              ref={inputRef}
              rows={2}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              disabled={pending}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t`Type your message...`}
              className="min-h-10 flex-1 resize-none rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-accent-500 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none disabled:bg-slate-100 disabled:opacity-70"
            />
            <Button type="submit" size="icon" disabled={pending || draft.trim() === ''}>
              <Send aria-hidden />
              <span className="sr-only">
                <Trans>Send</Trans>
              </span>
            </Button>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
