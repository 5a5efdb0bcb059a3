import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeft, Globe } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../../../domain/i18n/locales.ts'
import { quoteNumber, type OptionId } from '../../../domain/quotes/quote.ts'
import { AcceptOnDeviceSchema } from '../../../domain/quotes/state.ts'
import { activateLocale } from '../../app/i18n.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { inputClass } from '../../ui/input.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { toast } from '../../ui/toast-store.ts'
import { AcceptForm, type DepositChoice } from './accept-form.tsx'
import { DEPOSIT_METHOD_LABELS } from './labels.ts'
import { QuoteDocument, quoteCard } from './quote-document.tsx'
import { queueAcceptOnDevice } from './quotes-api.ts'
import type { QuoteVersionItem } from './versions.ts'

type DeviceDeposit = 'cash' | 'check' | 'later'

/**
 * The customer signs on the installer's phone or tablet, with or without a signal: the whole screen
 * is the customer's copy in their language, the same document and form as their own page, and the
 * installer says how the deposit is paid. The acceptance is queued with the hash of the snapshot
 * shown and reaches the server after the version itself (the outbox keeps that order).
 */
export function DeviceSigning({ item, onClose }: { item: QuoteVersionItem; onClose: () => void }) {
  const { i18n, t } = useLingui()
  const [chosen, setChosen] = useState<OptionId | ''>('')
  const [pending, setPending] = useState(false)
  useCustomerLanguage(item.snapshot.customer.language)

  const depositChoices: DepositChoice<DeviceDeposit>[] = [
    { value: 'cash', label: i18n._(DEPOSIT_METHOD_LABELS.cash), hint: t`Paid now, to the installer.` },
    { value: 'check', label: i18n._(DEPOSIT_METHOD_LABELS.check), hint: t`Paid now, to the installer.` },
    { value: 'later', label: t`Pay link by email`, hint: t`Sent once the signature reaches the server.` },
  ]
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeButton={false}
        // A signature half drawn is not lost to a stray touch: only the back button or Escape close it.
        onInteractOutside={(event) => event.preventDefault()}
        className="top-0 left-0 flex h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-y-auto rounded-none bg-slate-50 p-0"
      >
        <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2 sm:px-6">
          <Button variant="ghost" size="sm" onClick={onClose}>
            <ArrowLeft aria-hidden />
            <Trans>Back to the installer’s view</Trans>
          </Button>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Globe className="hidden size-4 sm:block" aria-hidden />
            <span className="sr-only">{t`Language`}</span>
            <select
              className={cn(inputClass, 'h-9 w-auto')}
              value={isLocale(i18n.locale) ? i18n.locale : 'en'}
              onChange={(event) => {
                const locale = event.currentTarget.value
                if (isLocale(locale)) void activateLocale(locale, { remember: false })
              }}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
          <div>
            <DialogTitle className="sr-only">{t`Quote ${quoteNumber(item.snapshot)}`}</DialogTitle>
            <DialogDescription className="text-base">
              <Trans>Read the quote, choose an option and sign below.</Trans>
            </DialogDescription>
          </div>
          <QuoteDocument snapshot={item.snapshot} chosen={chosen} />
          <section className={quoteCard(item.snapshot.options.length)}>
            <AcceptForm
              snapshot={item.snapshot}
              chosen={chosen}
              onChoose={setChosen}
              depositChoices={depositChoices}
              depositLegend={t`Deposit (the installer chooses)`}
              schema={AcceptOnDeviceSchema}
              bodyOf={(acceptance) => ({
                ...acceptance,
                hash: item.hash,
                language: i18n.locale,
                signedAt: new Date().toISOString(),
              })}
              onAccept={async (body) => {
                setPending(true)
                try {
                  await queueAcceptOnDevice(item, body)
                  onClose()
                  toast({
                    variant: 'success',
                    title: t`Signed on this device`,
                    description: t`It reaches the server as soon as there is a connection.`,
                  })
                } finally {
                  setPending(false)
                }
              }}
              pending={pending}
              submitLabel={<Trans>Accept and sign</Trans>}
            />
          </section>
        </div>
      </DialogContent>
    </Dialog>
  )
}

/** The customer's language while the view is open; the installer's again when it closes. */
function useCustomerLanguage(language: Locale) {
  const { i18n } = useLingui()
  const before = useRef(i18n.locale)
  useEffect(() => {
    const installer = before.current
    if (language !== installer) void activateLocale(language, { remember: false })
    return () => {
      if (isLocale(installer)) void activateLocale(installer, { remember: false })
    }
  }, [language])
}
