import { Trans, useLingui } from '@lingui/react/macro'
import { LegalContact, LegalDocument, type LegalSection } from './legal-document.tsx'

const UPDATED = new Date(2025, 5, 1)

export function PrivacyPage() {
  const { t } = useLingui()
  const sections: LegalSection[] = [
    {
      id: 'summary',
      title: t`In short`,
      body: (
        <ul>
          <li>
            <Trans>
              We collect what we need to estimate, sell and install window film, and nothing more.
            </Trans>
          </li>
          <li>
            <Trans>Your estimates can be kept on your own device so the app works offline.</Trans>
          </li>
          <li>
            <Trans>We use cookies only to keep you signed in.</Trans>
          </li>
          <li>
            <Trans>We never sell your personal information.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'collect',
      title: t`Information we collect`,
      body: (
        <>
          <p>
            <Trans>Depending on how you use the services, we collect:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Account details:</strong> your name, username, email address and account type.
                Passwords are stored only as a secure hash.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Project information:</strong> window measurements, photos, estimates and the address
                where film is to be installed.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Orders:</strong> delivery address and order history. Card details are handled by our
                payment provider and never stored by us.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Messages:</strong> what you write to installers, to our team and to the chat
                assistant.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Technical data:</strong> browser type and error reports, used only to keep the service
                working.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'on-device',
      title: t`Data stored on your device`,
      body: (
        <>
          <p>
            <Trans>
              So that you can measure and estimate without a connection, the app stores your estimates,
              measurements and photos in your browser's storage on your device until they are synced to your
              account. It also remembers your language choice there.
            </Trans>
          </p>
          <p>
            <Trans>
              This data stays on your device and is not readable by other websites. Clearing this site's data
              in your browser removes it; anything not yet synced is then lost, so go online and sync first.
            </Trans>
          </p>
          <p>
            <Trans>
              On a shared or public computer, sign out and clear the site's data when you are done.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: t`Cookies`,
      body: (
        <p>
          <Trans>
            We use a single session cookie to keep you signed in. It is removed when you sign out or the
            session expires. We do not use advertising or tracking cookies, and no third-party analytics
            follow you across websites.
          </Trans>
        </p>
      ),
    },
    {
      id: 'use',
      title: t`How we use your information`,
      body: (
        <ul>
          <li>
            <Trans>to prepare estimates, process orders and schedule installations;</Trans>
          </li>
          <li>
            <Trans>to connect you with the installers you choose on the job board;</Trans>
          </li>
          <li>
            <Trans>to answer your questions and provide support;</Trans>
          </li>
          <li>
            <Trans>to keep the services secure and prevent fraud;</Trans>
          </li>
          <li>
            <Trans>to meet our legal, tax and accounting obligations.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: t`Sharing`,
      body: (
        <>
          <p>
            <Trans>
              <strong>We do not sell your personal information</strong>, and we do not share it with anyone
              for advertising.
            </Trans>
          </p>
          <p>
            <Trans>
              We share only what is needed to deliver what you ask for: project details with the installer you
              choose, addresses with delivery carriers, payment details with our payment provider, and
              information with authorities when the law requires it.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: t`How long we keep it`,
      body: (
        <p>
          <Trans>
            We keep your account and projects while your account is open. Order and invoice records are kept
            as long as tax law requires. When you close your account, we delete or anonymize the rest within
            30 days.
          </Trans>
        </p>
      ),
    },
    {
      id: 'rights',
      title: t`Your choices and rights`,
      body: (
        <>
          <p>
            <Trans>
              You can view and correct your details in your profile, delete saved projects and close your
              account at any time.
            </Trans>
          </p>
          <p>
            <Trans>
              You can also ask us by email for a copy of your personal information, for a correction or for
              its deletion. We answer within 30 days.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: t`Security`,
      body: (
        <p>
          <Trans>
            Data is encrypted in transit, passwords are hashed, and our staff can only see the information
            their work requires. No system is perfectly secure; if a breach affects you, we will tell you
            promptly.
          </Trans>
        </p>
      ),
    },
    {
      id: 'children',
      title: t`Children`,
      body: (
        <p>
          <Trans>
            Our services are meant for adults. We do not knowingly collect information from children under 13.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: t`Changes to this policy`,
      body: (
        <p>
          <Trans>
            When we change this policy we post the new version here with its date, and tell signed-in members
            about important changes.
          </Trans>
        </p>
      ),
    },
    { id: 'contact', title: t`Contact`, body: <LegalContact /> },
  ]
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      description={t`What we collect, why, where it is stored and the choices you have.`}
      updated={UPDATED}
      sections={sections}
    />
  )
}
