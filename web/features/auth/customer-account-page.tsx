import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BadgeCheck, Info } from 'lucide-react'
import { telOf } from '../../../domain/admin/public-settings.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { useSystemSettings } from '../../app/system-settings.ts'
import { PLANS } from '../../app/plans.ts'
import type { SignUpSearch } from '../../../domain/auth/sign-up-search.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { AccountBenefits } from './account-benefits.tsx'
import { RegisterForm } from './register-form.tsx'
import { SignInForm } from './sign-in-form.tsx'

/**
 * /sign-up and /sign-in: the accounts of homeowners, installers and members, with their own words
 * (team accounts are made by an administrator and sign in on /team-login).
 */
export function CustomerAccountPage({
  mode,
  search = {},
}: {
  mode: 'sign-up' | 'sign-in'
  search?: SignUpSearch
}) {
  const { t } = useLingui()
  const signUp = mode === 'sign-up'
  return (
    <>
      <PageHeader
        title={signUp ? t`Create your free account` : t`Sign in to your account`}
        description={
          signUp
            ? t`For homeowners, installers and members: estimates, projects and orders in one place.`
            : t`Homeowners, installers and members sign in here.`
        }
      />
      <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 md:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {search.plan === 'professional' && <ProfessionalPlanNote />}
          {signUp ? (
            <RegisterForm kind={search.kind ?? (search.plan ? 'installer' : undefined)} />
          ) : (
            <SignInForm />
          )}
          <p className="border-t border-slate-100 pt-4 text-sm text-slate-700">
            {signUp ? (
              <Trans>
                Already have an account?{' '}
                <Link to="/sign-in" className="font-semibold text-brand-700 underline">
                  Sign in
                </Link>
              </Trans>
            ) : (
              <Trans>
                New here?{' '}
                <Link to="/sign-up" search={{}} className="font-semibold text-brand-700 underline">
                  Create your free account
                </Link>
              </Trans>
            )}
          </p>
        </div>
        <AccountBenefits>
          <p className="flex gap-3">
            <BadgeCheck className="size-5 shrink-0 text-accent-600" aria-hidden />
            <span>
              <Trans>
                Work on one of our teams?{' '}
                <Link to="/team-login" className="font-semibold text-brand-700 underline">
                  Team sign-in
                </Link>
              </Trans>
            </span>
          </p>
        </AccountBenefits>
      </section>
    </>
  )
}

/** The paid plan cannot be bought online yet: the page says how it starts instead of pretending. */
function ProfessionalPlanNote() {
  const { i18n } = useLingui()
  const { supportPhone } = useSystemSettings()
  const professional = PLANS.find((plan) => plan.id === 'professional')!
  const price = formatMoney(professional.monthlyCents ?? 0, i18n.locale)
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <Trans>
          Professional is {price} a month. It starts from a free installer account: create yours here, then
          call us at{' '}
          <a href={`tel:${telOf(supportPhone)}`} className="font-semibold underline">
            {supportPhone}
          </a>{' '}
          or{' '}
          <Link to="/contact" className="font-semibold underline">
            write to us
          </Link>{' '}
          and we switch it on the same day. Billing starts then, and you can cancel any time.
        </Trans>
      </p>
    </div>
  )
}
