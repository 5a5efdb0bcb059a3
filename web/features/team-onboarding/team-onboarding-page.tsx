import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { CheckCircle2, Rocket } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { homePathFor, isTeamRole } from '../../../domain/auth/roles.ts'
import { ONBOARDING_CHECKLIST, OnboardingSchema } from '../../../domain/auth/schemas.ts'
import { HUBS, type HubId } from '../../../domain/hubs/hubs.ts'
import { Button } from '../../ui/button.tsx'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { currentUserQuery, writeCachedUser } from '../../app/session/get-current-user.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { describeError } from '../../app/error-messages.ts'
import { useFormErrors } from '../../app/use-form-errors.ts'
import { Panel } from '../../ui/panel.tsx'
import { completeOnboarding } from './api/complete-onboarding.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { hubNameIn } from '../../ui/hub-names.ts'

const CHECKLIST_TEXT: Record<
  (typeof ONBOARDING_CHECKLIST)[number],
  { title: MessageDescriptor; text: MessageDescriptor }
> = {
  ladderSafety: {
    title: msg`Ladder and height safety`,
    text: msg`Three points of contact, a spotter above 8 ft, and no work from the top two rungs.`,
  },
  glassInspection: {
    title: msg`Glass inspection before film`,
    text: msg`Check for cracks, seal failure and annealed versus tempered glass; note anything on the job sheet first.`,
  },
  filmHandling: {
    title: msg`Film handling and cutting`,
    text: msg`Clean room conditions, fresh blades, no scoring of the glass, and patterned films never rotated.`,
  },
  customerCare: {
    title: msg`Customer care after install`,
    text: msg`Explain curing time, no cleaning for 30 days, and how to reach us about the warranty.`,
  },
}

const HUB_ROLE: Record<'primary' | 'secondary', MessageDescriptor> = {
  primary: msg`Primary inventory hub`,
  secondary: msg`Secondary inventory`,
}

const ONBOARDING_FAILED = msg`Onboarding could not be completed`

/** /team-onboarding: a new team lead or member picks a hub, leaves a phone and confirms the safety checklist. */
export function TeamOnboardingPage() {
  const { i18n, t } = useLingui()
  const { user } = useAuth()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useFormErrors(OnboardingSchema)
  const [hubId, setHubId] = useState<HubId>('atlanta')
  const [checked, setChecked] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  if (!user) return null

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '')
    const input = form.validate({ hubId, phone, checklist: checked })
    if (!input) return
    setBusy(true)
    try {
      const updated = await completeOnboarding(input)
      writeCachedUser(updated)
      queryClient.setQueryData(currentUserQuery.queryKey, updated)
      toast({
        title: i18n._(msg`Welcome to the team!`),
        description: i18n._(msg`Your onboarding is complete.`),
        variant: 'success',
      })
      await navigate({ to: homePathFor(updated) })
    } catch (error) {
      form.fromServer(error)
      toast({
        title: i18n._(ONBOARDING_FAILED),
        description: describeError(i18n, error, ONBOARDING_FAILED),
        variant: 'destructive',
      })
      setBusy(false)
    }
  }

  const header = (
    <PageHeader
      title={t`Team Onboarding`}
      description={t`Set up your profile, choose your hub and review the installation safety checklist.`}
    />
  )

  if (!isTeamRole(user.userType) || user.hasCompletedOnboarding) {
    return (
      <>
        {header}
        <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
          <CheckCircle2 className="size-12 text-emerald-600" aria-hidden />
          <p className="text-lg font-semibold text-slate-900">
            {isTeamRole(user.userType) ? (
              <Trans>Your onboarding is complete.</Trans>
            ) : (
              <Trans>Onboarding is for team leads and team members.</Trans>
            )}
          </p>
          <Button asChild>
            <Link to={homePathFor(user)}>
              <Trans>Continue</Trans>
            </Link>
          </Button>
        </section>
      </>
    )
  }

  return (
    <>
      {header}
      <form noValidate onSubmit={submit} className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6">
        <Panel
          title={t`1. Your hub`}
          description={t`Where you pick up film and which region you install in.`}
        >
          <fieldset>
            <legend className="sr-only">{t`Your hub`}</legend>
            <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
              {HUBS.map((hub) => (
                <ChoiceCard key={hub.id} checked={hubId === hub.id} className="rounded-xl p-4">
                  <span className="flex items-center gap-2 text-base font-semibold text-slate-900">
                    <input
                      type="radio"
                      name="hub"
                      checked={hubId === hub.id}
                      onChange={() => setHubId(hub.id)}
                      className="accent-accent-600"
                    />
                    {hubNameIn(i18n, hub.id)}
                  </span>
                  <span className="text-slate-600">{i18n._(HUB_ROLE[hub.inventoryRole])}</span>
                  <span className="text-slate-600">
                    <Trans>{hub.installationTeams} installation teams</Trans>
                  </span>
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
        </Panel>
        <Panel
          title={t`2. Your contact`}
          description={t`So your lead and dispatch can reach you on installation days.`}
        >
          <FormField
            label={t`Mobile phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            error={form.errors.phone}
            className="max-w-sm"
          />
        </Panel>
        <Panel
          title={t`3. Safety and installation checklist`}
          description={t`Confirm each point; your lead goes through them with you on your first job.`}
        >
          <fieldset className="grid gap-3">
            <legend className="sr-only">{t`Safety and installation checklist`}</legend>
            {ONBOARDING_CHECKLIST.map((item) => (
              <label
                key={item}
                className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={checked.includes(item)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked
                    setChecked((current) =>
                      on ? [...current, item] : current.filter((value) => value !== item),
                    )
                  }}
                  className="mt-1 size-4 accent-accent-600"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-slate-900">{i18n._(CHECKLIST_TEXT[item].title)}</span>
                  <span className="text-sm text-slate-600">{i18n._(CHECKLIST_TEXT[item].text)}</span>
                </span>
              </label>
            ))}
            {form.errors.checklist && (
              <p role="alert" className="text-sm font-medium text-red-700">
                <Trans>Confirm every point of the checklist to finish.</Trans>
              </p>
            )}
          </fieldset>
        </Panel>
        <div>
          <Button type="submit" size="lg" disabled={busy}>
            <Rocket aria-hidden />
            <Trans>Complete onboarding</Trans>
          </Button>
        </div>
      </form>
    </>
  )
}
