import { useState } from 'react'
import { useDraft } from '../../app/drafts.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import {
  PHOTOS_DRAFT_KEY,
  PhotosDraftSchema,
  REQUEST_DRAFT_KEY,
  RequestDraftSchema,
} from './request-draft.ts'
import { RequestFields } from './request-form-fields.tsx'

export function EstimateRequestForm() {
  const { user } = useAuth()
  const userId = user?.id ?? null
  const drafts = useDraft(REQUEST_DRAFT_KEY, userId, RequestDraftSchema)
  const photoDrafts = useDraft(PHOTOS_DRAFT_KEY, userId, PhotosDraftSchema)
  // Bumped by "Start over": the fields start again empty.
  const [generation, setGeneration] = useState(0)
  // Reading the drafts takes a few milliseconds; the fields wait for them so that they can fill them.
  if (!drafts.loaded || !photoDrafts.loaded) return <div className="min-h-96" aria-busy="true" />
  return (
    <RequestFields
      key={generation}
      restored={generation === 0 ? drafts.draft : undefined}
      restoredPhotos={generation === 0 ? photoDrafts.draft : undefined}
      drafts={drafts}
      photoDrafts={photoDrafts}
      onStartOver={async () => {
        await Promise.all([drafts.discard(), photoDrafts.discard()])
        setGeneration((current) => current + 1)
      }}
    />
  )
}
