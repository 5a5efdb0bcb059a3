import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { Send } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import type { RequestPhoto } from '../../../domain/estimate-requests/request.ts'
import {
  JOB_BUDGET_KEYS,
  JOB_FILM_TYPES,
  JOB_LIMITS,
  JOB_TIMELINES,
  JobInputSchema,
  type JobInputBody,
} from '../../../domain/marketplace/job.ts'
import { can } from '../../../domain/auth/policies.ts'
import { useDraft } from '../../app/drafts.ts'
import { Loader } from '../../ui/loader.tsx'
import { Button } from '../../ui/button.tsx'
import { ErrorSummary } from '../../ui/error-summary.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { StateOptions } from '../../ui/state-options.tsx'
import { SelectBox, TextAreaField } from '../../ui/form-fields.tsx'
import { useAuth, useKnownUserId } from '../../app/session/auth-provider.tsx'
import { RequestPhotos } from '../../app/photos/request-photos.tsx'
import { useEstimates } from '../estimates/api/use-estimates.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useFieldErrors } from '../../ui/use-field-errors.ts'
import { queueJob } from './api/commands.ts'
import {
  JOB_BUDGET_LABELS,
  JOB_FILM_LABELS,
  JOB_TIMELINE_LABELS,
  translateMarketplaceCode,
} from './labels.ts'

/*
 * /post-job: a homeowner (or a team lead, for a customer) describes the project, may attach a saved
 * estimate (its measured windows and photos travel with the job) and photos. The form keeps a draft
 * on the device as it is typed; posting goes through the outbox, so it works without signal and the
 * job is posted when the network is back.
 */

const DRAFT_KEY = 'marketplace/post-job'

const DraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  filmType: z.string(),
  timeline: z.string(),
  budget: z.string(),
  estimateId: z.string(),
})
type Values = z.infer<typeof DraftSchema>

const EMPTY: Values = {
  title: '',
  description: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  filmType: '',
  timeline: '',
  budget: '',
  estimateId: '',
}

type Errors = Partial<Record<keyof Values | 'photos', string>>

/** The element id of a field, for the error summary's links. */
const fieldId = (field: keyof Values) => `post-job-${field}`

export function PostJobPage() {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const knownUserId = useKnownUserId()
  const navigate = useNavigate()
  const { estimateId: fromEstimate } = useSearch({ strict: false }) as { estimateId?: string }
  const draft = useDraft(DRAFT_KEY, knownUserId, DraftSchema)
  const estimates = useEstimates(100)
  const [values, setValues] = useState<Values | null>(null)
  const [photos, setPhotos] = useState<RequestPhoto[]>([])
  const [errors, setErrors, settle] = useFieldErrors<string>()
  const errorSummary = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState(false)

  // The form shows once the draft is read (below): what someone types never races a late restore.
  useEffect(() => {
    if (draft.loaded)
      setValues(
        (current) =>
          current ?? {
            ...EMPTY,
            ...draft.draft?.value,
            ...(fromEstimate ? { estimateId: fromEstimate } : {}),
          },
      )
  }, [draft.loaded, draft.draft, fromEstimate])

  if (user && !can(user, 'post', 'job')) {
    return (
      <>
        <PageHeader title={t`Post Project`} />
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <p className="text-slate-700">
            <Trans>
              Installers bid on projects rather than post them.{' '}
              <Link to="/job-board" className="font-semibold text-brand-700 underline">
                Open the job board
              </Link>
              .
            </Trans>
          </p>
        </div>
      </>
    )
  }

  const form = values ?? EMPTY
  function set<K extends keyof Values>(key: K, value: Values[K]) {
    const next = { ...form, [key]: value }
    setValues(next)
    settle(key)
    void draft.save(next)
  }

  async function submit() {
    const body: JobInputBody = {
      ...form,
      id: crypto.randomUUID(),
      filmType: form.filmType as JobInputBody['filmType'],
      timeline: form.timeline as JobInputBody['timeline'],
      budget: form.budget as JobInputBody['budget'],
      state: form.state as JobInputBody['state'],
      estimateId: form.estimateId || null,
      photos,
    }
    const parsed = JobInputSchema.safeParse(body)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors
        found[field] ??= translateMarketplaceCode(i18n, issue.message)
      }
      setErrors(found)
      // Once the summary shows, the reader is taken to it: what is missing, each a link to its field.
      requestAnimationFrame(() => errorSummary.current?.focus())
      return
    }
    setBusy(true)
    await queueJob(body)
    await draft.discard()
    await navigate({ to: '/my-projects/$id', params: { id: body.id } })
  }

  return (
    <>
      <PageHeader
        eyebrow={t`Marketplace`}
        title={t`Post Project`}
        description={t`Describe your project, attach a saved estimate and receive bids from certified installers.`}
      />
      {values === null ? (
        <Loader size="sm" className="py-16" />
      ) : (
        <form
          noValidate
          className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>The project</Trans>
            </h2>
            <FormField
              label={t`Title`}
              value={form.title}
              maxLength={JOB_LIMITS.title}
              id={fieldId('title')}
              error={errors.title}
              onChange={(event) => set('title', event.currentTarget.value)}
            />
            <TextAreaField
              label={t`Description`}
              hint={t`Which windows, how many, and what the film should do: heat, glare, privacy, safety.`}
              value={form.description}
              maxLength={JOB_LIMITS.description}
              id={fieldId('description')}
              error={errors.description}
              onChange={(value) => set('description', value)}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <SelectBox
                label={t`Film wanted`}
                value={form.filmType}
                id={fieldId('filmType')}
                error={errors.filmType}
                onChange={(v) => set('filmType', v)}
              >
                <option value="" disabled>
                  {t`Choose…`}
                </option>
                {JOB_FILM_TYPES.map((film) => (
                  <option key={film} value={film}>
                    {i18n._(JOB_FILM_LABELS[film])}
                  </option>
                ))}
              </SelectBox>
              <SelectBox
                label={t`When`}
                value={form.timeline}
                id={fieldId('timeline')}
                error={errors.timeline}
                onChange={(v) => set('timeline', v)}
              >
                <option value="" disabled>
                  {t`Choose…`}
                </option>
                {JOB_TIMELINES.map((timeline) => (
                  <option key={timeline} value={timeline}>
                    {i18n._(JOB_TIMELINE_LABELS[timeline])}
                  </option>
                ))}
              </SelectBox>
              <SelectBox
                label={t`Budget`}
                value={form.budget}
                id={fieldId('budget')}
                error={errors.budget}
                onChange={(v) => set('budget', v)}
              >
                <option value="" disabled>
                  {t`Choose…`}
                </option>
                {JOB_BUDGET_KEYS.map((budget) => (
                  <option key={budget} value={budget}>
                    {i18n._(JOB_BUDGET_LABELS[budget])}
                  </option>
                ))}
              </SelectBox>
            </div>
          </section>

          <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Where</Trans>
            </h2>
            <p className="text-sm text-slate-600">
              <Trans>
                Installers see the city and ZIP code. The street address and your phone number are shown only
                to the installer you hire.
              </Trans>
            </p>
            <FormField
              label={t`Street address`}
              autoComplete="street-address"
              value={form.street}
              id={fieldId('street')}
              error={errors.street}
              onChange={(event) => set('street', event.currentTarget.value)}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <FormField
                label={t`City`}
                autoComplete="address-level2"
                value={form.city}
                id={fieldId('city')}
                error={errors.city}
                onChange={(event) => set('city', event.currentTarget.value)}
              />
              <SelectBox
                label={t`State`}
                value={form.state}
                id={fieldId('state')}
                error={errors.state}
                onChange={(v) => set('state', v)}
              >
                <StateOptions />
              </SelectBox>
              <FormField
                label={t`ZIP code`}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                value={form.zip}
                id={fieldId('zip')}
                error={errors.zip}
                onChange={(event) => set('zip', event.currentTarget.value)}
              />
            </div>
            <FormField
              label={t`Phone (optional)`}
              type="tel"
              autoComplete="tel"
              value={form.phone}
              id={fieldId('phone')}
              error={errors.phone}
              hint={t`Your profile’s phone is used when you leave this empty.`}
              onChange={(event) => set('phone', event.currentTarget.value)}
            />
          </section>

          <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Measurements and photos</Trans>
            </h2>
            <SelectBox
              label={t`Attach a saved estimate`}
              value={form.estimateId}
              id={fieldId('estimateId')}
              error={errors.estimateId}
              onChange={(v) => set('estimateId', v)}
            >
              <option value="">{t`No estimate`}</option>
              {estimates?.estimates.map((estimate) => (
                <option key={estimate.id} value={estimate.id}>
                  {estimate.name}
                </option>
              ))}
            </SelectBox>
            <p className="text-sm text-slate-600">
              <Trans>
                Its measured windows and photos travel with the project, so installers can price it without a
                visit.{' '}
                <Link to="/estimator" className="font-semibold text-brand-700 underline">
                  Measure in the estimator
                </Link>
                .
              </Trans>
            </p>
            <RequestPhotos
              photos={photos}
              onChange={(next) => {
                setPhotos(next)
                settle('photos')
              }}
              error={errors.photos}
              max={JOB_LIMITS.photos}
              hint={<Trans>Optional, up to 8: the windows, the rooms, the view from outside.</Trans>}
              addLabel={t`Add photos of the project`}
            />
          </section>

          {Object.keys(errors).length > 0 && (
            <ErrorSummary
              ref={errorSummary}
              title={t`The project cannot be posted yet`}
              items={(Object.entries(errors) as [keyof Errors, string | undefined][]).flatMap(
                ([field, message]) =>
                  message ? [{ message, ...(field === 'photos' ? {} : { fieldId: fieldId(field) }) }] : [],
              )}
            />
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={busy || values === null}>
              <Send className="size-4" aria-hidden />
              <Trans>Post project</Trans>
            </Button>
            <p className="text-sm text-slate-600">
              <Trans>Works offline: the project is posted as soon as you are back online.</Trans>
            </p>
          </div>
        </form>
      )}
    </>
  )
}
