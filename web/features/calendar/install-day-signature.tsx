import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import type { DeviceSignature } from '../../../domain/quotes/install-day.ts'
import type { SyncDatabase } from '../../../sync/client/database.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { SignaturePad } from '../../ui/signature-pad.tsx'

/*
 * The customer signs on the crew's device, with no signal: their typed name and their drawing, the
 * drawing stored as a photo (named by its bytes' SHA-256) that the replication uploads before the
 * event that refers to it. What the signature binds to is hashed by the domain (install-day.ts) when
 * it is made; a change after it no longer matches and the server refuses it.
 */

/** Stores a drawn signature (a PNG data URL) on the device; answers its photo id. */
async function storeSignature(db: SyncDatabase, dataUrl: string): Promise<string> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  return db.photos.add(bytes, 'image/png')
}

/**
 * A name, a signature box and the button that signs: `hashOf` gives what the signature binds to at
 * the moment of signing. `children` is what the customer reads and agrees to, above the box.
 */
export function CustomerSignature({
  db,
  action,
  hashOf,
  onSigned,
  children,
}: {
  db: SyncDatabase
  /** The button's words: "Sign the change order". */
  action: string
  hashOf: () => string
  onSigned: (signature: DeviceSignature) => Promise<void>
  children?: ReactNode
}) {
  const { t } = useLingui()
  const errorId = useId()
  const [name, setName] = useState('')
  const [drawing, setDrawing] = useState('')
  const [problem, setProblem] = useState<'name' | 'signature' | null>(null)
  const [busy, setBusy] = useState(false)

  async function sign() {
    if (name.trim() === '') return setProblem('name')
    if (drawing === '') return setProblem('signature')
    setProblem(null)
    setBusy(true)
    try {
      const signatureId = await storeSignature(db, drawing)
      await onSigned({ name: name.trim(), signatureId, signedAt: new Date().toISOString(), hash: hashOf() })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {children}
      <FormField
        label={t`Customer’s full name`}
        value={name}
        autoComplete="off"
        maxLength={120}
        error={problem === 'name' ? t`The customer types their name to sign` : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <SignaturePad
        typedName={name}
        onChange={setDrawing}
        error={problem === 'signature' ? t`Ask the customer to sign in the box` : undefined}
        errorId={errorId}
      />
      {problem === 'signature' && (
        <p id={errorId} className="text-sm text-red-700">
          <Trans>Ask the customer to sign in the box</Trans>
        </p>
      )}
      <Button type="button" className="self-start" disabled={busy} onClick={() => void sign()}>
        {action}
      </Button>
    </div>
  )
}
