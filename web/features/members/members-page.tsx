import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Calculator, Package } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { Panel } from '../../ui/panel.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { roleLabel } from '../../app/session/role-label.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useProfile } from '../../app/session/get-profile.ts'
import { ChangePasswordForm } from './change-password-form.tsx'
import { CompanyLogo } from './company-logo.tsx'
import { ProfileForm } from './profile-form.tsx'
import { VerifyEmailBanner } from './verify-email-banner.tsx'

/** /members and /profile: the members dashboard. */
export function MembersPage() {
  const { i18n, t } = useLingui()
  const { user } = useAuth()
  const profile = useProfile()
  if (!user) return null
  return (
    <>
      <PageHeader
        eyebrow={i18n._(roleLabel(user))}
        title={t`Members Dashboard`}
        description={t`Signed in as ${user.username}. Your company details appear on quotes and orders.`}
      />
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6">
        {!user.emailVerifiedAt && <VerifyEmailBanner />}
        <Panel
          title={t`Company profile`}
          description={profile.data ? t`Account email: ${profile.data.email}` : undefined}
        >
          {profile.data ? (
            <div className="flex flex-col gap-6">
              <CompanyLogo logoUrl={profile.data.logoUrl} />
              <ProfileForm profile={profile.data} />
            </div>
          ) : profile.isError ? (
            <p role="alert" className="text-sm text-red-700">
              <Trans>Your profile could not be loaded. Check your connection and reload the page.</Trans>
            </p>
          ) : (
            <Loader />
          )}
        </Panel>
        <Panel
          title={t`Saved estimates`}
          description={t`Estimates you save in the estimator are kept here, on this device and in your account.`}
        >
          <Button asChild variant="outline">
            <Link to="/estimator">
              <Calculator aria-hidden />
              <Trans>Open Estimator</Trans>
            </Link>
          </Button>
        </Panel>
        <Panel
          title={t`Orders`}
          description={t`Your shop orders and where they are; they open on this device without a connection too.`}
        >
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/orders">
                <Package aria-hidden />
                <Trans>My orders</Trans>
              </Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/track-order">
                <Trans>Track an order placed as a guest</Trans>
              </Link>
            </Button>
          </div>
        </Panel>
        <Panel title={t`Password`} description={t`Changing your password signs out your other devices.`}>
          <ChangePasswordForm />
        </Panel>
      </div>
    </>
  )
}
