import { Trans, useLingui } from '@lingui/react/macro'
import { Clock, ShieldCheck, WifiOff } from 'lucide-react'
import { PageHeader } from '../../ui/page-header.tsx'
import { RequestSteps } from './request-steps.tsx'
import { EstimateRequestForm } from './request-form.tsx'

/** /homeowner-estimate ("Get Estimate"): how it works, then the request form. */
export function EstimateRequestPage() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        eyebrow={t`Free estimate`}
        title={t`Get Estimate`}
        description={t`Tell us about your windows and a film specialist will contact you within 1-2 business days.`}
      />
      <div className="bg-slate-50">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6 md:py-14">
          <section aria-labelledby="how-it-works" className="flex flex-col gap-5">
            <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-brand-900">
              <Trans>How it works</Trans>
            </h2>
            <RequestSteps />
          </section>
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <EstimateRequestForm />
            <aside className="flex flex-col gap-4 text-sm text-slate-700 lg:sticky lg:top-24 lg:self-start">
              <p className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <Clock className="size-5 shrink-0 text-accent-600" aria-hidden />
                <span>
                  <Trans>We contact you within 1-2 business days, at the time you prefer.</Trans>
                </span>
              </p>
              <p className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <WifiOff className="size-5 shrink-0 text-accent-600" aria-hidden />
                <span>
                  <Trans>
                    No signal? Send it anyway: your request is kept on this device and sent as soon as you are
                    back online.
                  </Trans>
                </span>
              </p>
              <p className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <ShieldCheck className="size-5 shrink-0 text-accent-600" aria-hidden />
                <span>
                  <Trans>We use your details only to prepare your quote, and never share them.</Trans>
                </span>
              </p>
            </aside>
          </div>
        </div>
      </div>
    </>
  )
}
