import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { OptionId } from '../../../domain/quotes/quote.ts'
import {
  AcceptQuoteSchema,
  type AcceptedQuoteView,
  type AcceptQuoteInput,
  type PublicQuoteView,
} from '../../../domain/quotes/state.ts'
import { ApiError } from '../../app/api-client.ts'
import { AcceptForm, type DepositChoice } from './accept-form.tsx'
import { quoteCard } from './quote-document.tsx'

/*
 * The customer's acceptance of a version, wherever they read it (the quote's link, a marketplace
 * bid): the deposit paid by card now (when card payment is configured) or invoiced, the form, and the
 * answer — Stripe's page when the deposit is paid by card now, else the accepted view in place.
 */

/** The code of why a version can no longer be answered, from its stage; null while it is open. */
export function closedStageCode(stage: PublicQuoteView['stage']): string | null {
  return { expired: 'linkExpired', revoked: 'linkRevoked', superseded: 'superseded' }[stage as string] ?? null
}

export function CustomerAcceptance({
  view,
  queryKey,
  chosen,
  onChoose,
  send,
  describe,
  submitLabel,
}: {
  view: PublicQuoteView
  /** Where the page keeps the view: the answer replaces it, a refusal reads it again. */
  queryKey: QueryKey
  chosen: OptionId | ''
  onChoose: (option: OptionId) => void
  send: (body: AcceptQuoteInput) => Promise<AcceptedQuoteView>
  /** A refusal in words. */
  describe: (error: unknown) => string
  submitLabel: ReactNode
}) {
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const [serverErrors, setServerErrors] = useState<Record<string, string>>()
  const [problem, setProblem] = useState<string | null>(null)
  const accept = useMutation({
    mutationFn: send,
    onSuccess: ({ checkoutUrl, ...next }) => {
      if (checkoutUrl) window.location.assign(checkoutUrl)
      else queryClient.setQueryData<PublicQuoteView>(queryKey, next)
    },
    onError: (error) => {
      setServerErrors(error instanceof ApiError ? error.fieldErrors : {})
      setProblem(describe(error))
      // Answered meanwhile, changed or closed: show the quote as it is now.
      if (error instanceof ApiError && error.status !== 400) void queryClient.invalidateQueries({ queryKey })
    },
  })
  const depositChoices: DepositChoice<'card' | 'invoice'>[] = [
    ...(view.cardAvailable
      ? [
          {
            value: 'card' as const,
            label: t`Pay by card now`,
            hint: t`A secure card payment page opens after you sign.`,
          },
        ]
      : []),
    { value: 'invoice', label: t`Send me an invoice`, hint: t`The invoice comes by email.` },
  ]
  return (
    <section className={quoteCard(view.snapshot.options.length)}>
      {problem && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <AcceptForm
        snapshot={view.snapshot}
        chosen={chosen}
        onChoose={onChoose}
        depositChoices={depositChoices}
        depositLegend={t`How would you like to pay the deposit?`}
        schema={AcceptQuoteSchema}
        bodyOf={(acceptance) => ({ ...acceptance, hash: view.hash, language: i18n.locale })}
        onAccept={(body) => {
          setProblem(null)
          accept.mutate(body)
        }}
        pending={accept.isPending}
        serverErrors={serverErrors}
        submitLabel={submitLabel}
      />
    </section>
  )
}
