import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Tabs } from 'radix-ui'
import { BadgeCheck } from 'lucide-react'
import { PageHeader } from '../../ui/page-header.tsx'
import { AccountBenefits } from './account-benefits.tsx'
import { RegisterForm } from './register-form.tsx'
import { SignInForm } from './sign-in-form.tsx'

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm'

/**
 * /team-login: where guarded pages send visitors, and the team's sign-in. Customers are pointed to
 * their own sign-up and sign-in (customer-account-page.tsx); the registration tab stays for anyone
 * who arrived here from a guarded page.
 */
export function TeamLoginPage() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Team Sign In`}
        description={t`Sign in to estimate, manage projects and reach the team tools.`}
      />
      <section className="mx-auto grid grid-cols-1 w-full max-w-5xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[1fr_20rem]">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <Tabs.Root defaultValue="sign-in">
            <Tabs.List
              aria-label={t`Sign in or create an account`}
              className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1"
            >
              <Tabs.Trigger value="sign-in" className={tabClass}>
                <Trans>Sign In</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={tabClass}>
                <Trans>Create account</Trans>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in">
              <SignInForm />
            </Tabs.Content>
            <Tabs.Content value="register">
              <RegisterForm />
            </Tabs.Content>
          </Tabs.Root>
        </div>
        <AccountBenefits>
          <p className="flex gap-3">
            <BadgeCheck className="size-5 shrink-0 text-accent-600" aria-hidden />
            <Trans>
              Team accounts are created by an administrator; ask your team lead if you do not have one.
            </Trans>
          </p>
          <p className="rounded-xl border border-slate-200 bg-white p-4">
            <Trans>
              Homeowner, installer or member?{' '}
              <Link to="/sign-up" search={{}} className="font-semibold text-brand-700 underline">
                Create your free account
              </Link>{' '}
              or{' '}
              <Link to="/sign-in" className="font-semibold text-brand-700 underline">
                sign in to it
              </Link>
              .
            </Trans>
          </p>
        </AccountBenefits>
      </section>
    </>
  )
}
