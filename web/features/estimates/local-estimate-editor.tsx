import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import { useEffect, useRef } from 'react'
import {
  emptyEstimate,
  EstimateSchema,
  type Estimate,
  type EstimateWindow,
} from '../../../domain/estimates/estimate.ts'
import { windowFromSearch } from '../../../domain/estimates/prefill.ts'
import { useDraft } from '../../app/drafts.ts'
import { type JsonValue } from '../../app/device-db.ts'
import { Button } from '../../ui/button.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useAuth, useKnownUserId } from '../../app/session/auth-provider.tsx'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { newId } from './api/new-id.ts'
import { applyUpdate, type EstimateUpdate } from './api/save-estimate.ts'
import { SaveCopyButton } from './estimate-editor.tsx'
import { EstimateWorkspace } from './estimate-workspace.tsx'

/*
 * /enhanced-estimator: the full estimator without an account. The estimate is kept on this device
 * (a draft in web/app/device-db.ts), survives reloads and works offline; signing in saves a copy to
 * the account, where it syncs.
 */

const DRAFT_KEY = 'estimator/local'

/** `prefill`: the page's search, which may describe windows to add (the assistant's link). */
export function LocalEstimatePage({ prefill }: { prefill: Record<string, unknown> }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const knownUserId = useKnownUserId()
  const draft = useDraft(DRAFT_KEY, knownUserId, EstimateSchema)
  const latest = useRef<Estimate | null>(null)
  const sheet = usePricingSheet()
  const estimate =
    draft.draft?.value ??
    latest.current ??
    emptyEstimate(newId(), user?.id ?? 'visitor', t`My windows`, new Date())
  latest.current = estimate
  // Edits apply to the newest version even before the stored draft reads back.
  const apply = (update: EstimateUpdate) => {
    const next = applyUpdate(latest.current ?? estimate, update, new Date(), sheet)
    if (!next) return
    latest.current = next
    void draft.save(next as Estimate & JsonValue)
  }
  usePrefill(prefill, draft.loaded, (window) =>
    apply((current) => ({ ...current, windows: [...current.windows, window] })),
  )
  return (
    <>
      <PageHeader
        title={t`Enhanced Estimator`}
        description={t`The quick estimate for visitors: measure every pane, see the roll plan and the energy savings, and turn it into a quote, without an account. It stays on this device and works without a connection; saving it to an account moves it there.`}
      />
      <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 print:p-0">
        {draft.loaded && (
          <EstimateWorkspace
            estimate={estimate}
            apply={apply}
            mode="local"
            actions={
              user ? (
                // Handed over once: the estimate moves to the account and this page starts afresh.
                <SaveCopyButton
                  estimate={estimate}
                  onSaved={async () => {
                    latest.current = null
                    await draft.discard()
                  }}
                />
              ) : (
                <Button variant="outline" asChild>
                  <Link to="/sign-in">
                    <LogIn aria-hidden />
                    <Trans>Sign in to save and sync</Trans>
                  </Link>
                </Button>
              )
            }
          />
        )}
      </section>
    </>
  )
}

/**
 * Adds the windows the search describes to the estimate on the device, once it is read (so they
 * join what is already there rather than replacing it), then drops them from the address: a reload
 * must not add them again.
 */
function usePrefill(search: Record<string, unknown>, loaded: boolean, add: (window: EstimateWindow) => void) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const done = useRef(false)
  useEffect(() => {
    if (!loaded || done.current) return
    const window = windowFromSearch(search, newId())
    if (!window) return
    done.current = true
    add(window)
    toast({
      variant: 'success',
      title: t`${plural(window.quantity, {
        one: 'Added # window from the assistant',
        other: 'Added # windows from the assistant',
      })}`,
    })
    void navigate({ to: '/enhanced-estimator', search: {}, replace: true })
  }, [loaded, search, add, navigate, t])
}
