import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LegalContact, LegalDocument, type LegalSection } from './legal-document.tsx'

const UPDATED = new Date(2025, 5, 1)

export function TermsPage() {
  const { t } = useLingui()
  const sections: LegalSection[] = [
    {
      id: 'agreement',
      title: t`Agreement to these terms`,
      body: (
        <>
          <p>
            <Trans>
              These Terms of Service govern your use of the Southern Shield website and app, including the
              estimator, the job board, member accounts and the shop. By using them you agree to these terms.
            </Trans>
          </p>
          <p>
            <Trans>
              If you use the services on behalf of a company or public body, you accept these terms on its
              behalf.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: t`Accounts`,
      body: (
        <>
          <p>
            <Trans>
              Give accurate information when you register and keep your password to yourself. You are
              responsible for activity under your account; tell us straight away if you suspect someone else
              is using it.
            </Trans>
          </p>
          <p>
            <Trans>
              We may suspend or close accounts that break these terms, misuse the job board or put other users
              at risk.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'estimates',
      title: t`Estimates and quotes`,
      body: (
        <>
          <p>
            <Trans>
              Estimates from the estimator are guides based on the measurements you enter. They are not
              binding offers. The final price is set by a written quote from Southern Shield or your
              installer, after a site survey where needed.
            </Trans>
          </p>
          <p>
            <Trans>
              When you order film cut to size, you are responsible for the accuracy of your measurements.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'orders',
      title: t`Orders, payment and cancellations`,
      body: (
        <>
          <p>
            <Trans>
              Prices are in US dollars and exclude tax and shipping unless stated otherwise. Payment is taken
              when you place an order.
            </Trans>
          </p>
          <p>
            <Trans>
              Custom-cut film is made to your measurements and can only be returned if it is defective. Full
              rolls in their original, unopened packaging may be returned within 30 days of delivery.
            </Trans>
          </p>
          <p>
            <Trans>
              Paid membership plans renew monthly until cancelled. You can cancel at any time and keep your
              plan until the end of the period you paid for. The professional onboarding package is
              non-refundable once the training session has taken place.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'installations',
      title: t`Installations and warranty`,
      body: (
        <>
          <p>
            <Trans>
              Installations by Southern Shield teams carry the film manufacturer's warranty and our
              workmanship warranty, as set out in your written quote.
            </Trans>
          </p>
          <p>
            <Trans>
              Performance figures come from manufacturers' spec sheets and vary with the glass, its
              orientation and local conditions. Security film holds broken glass together and delays entry; it
              does not make glass unbreakable or bullet-resistant on its own.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'marketplace',
      title: t`Job board and independent installers`,
      body: (
        <>
          <p>
            <Trans>
              The job board connects homeowners with installers. Installers who are not Southern Shield
              employees are independent businesses that contract directly with homeowners; we are not a party
              to those contracts.
            </Trans>
          </p>
          <p>
            <Trans>
              We check installers' certification before listing them, but we do not guarantee the work of
              independent installers.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: t`Acceptable use`,
      body: (
        <>
          <p>
            <Trans>When you use the services, you agree not to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                post unlawful, misleading or offensive content, or content you do not have the right to share;
              </Trans>
            </li>
            <li>
              <Trans>
                try to reach other users' accounts or data, or parts of our systems you are not authorized to
                use;
              </Trans>
            </li>
            <li>
              <Trans>copy the catalog or prices in bulk, or interfere with how the services work.</Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'ip',
      title: t`Content and intellectual property`,
      body: (
        <>
          <p>
            <Trans>
              The website, the estimator and their content belong to Southern Shield or its licensors and may
              not be reused without permission.
            </Trans>
          </p>
          <p>
            <Trans>
              Your measurements, estimates and photos remain yours. You allow us to store and process them
              only to provide the services, as described in our <Link to="/privacy">Privacy Policy</Link>.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t`Limitation of liability`,
      body: (
        <p>
          <Trans>
            The software services are provided as they are. To the extent the law allows, Southern Shield is
            not liable for indirect or consequential losses, and our total liability for any claim about the
            software is limited to what you paid us for it in the twelve months before the claim. Nothing in
            these terms limits rights you have by law.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: t`Changes and governing law`,
      body: (
        <>
          <p>
            <Trans>
              We may update these terms. The new version will be posted here with its date, and signed-in
              members will be told about important changes before they apply.
            </Trans>
          </p>
          <p>
            <Trans>These terms are governed by the laws of the State of Georgia, USA.</Trans>
          </p>
        </>
      ),
    },
    { id: 'contact', title: t`Contact`, body: <LegalContact /> },
  ]
  return (
    <LegalDocument
      title={t`Terms of Service`}
      description={t`The rules for using Southern Shield's website, estimator, job board and shop.`}
      updated={UPDATED}
      sections={sections}
    />
  )
}
