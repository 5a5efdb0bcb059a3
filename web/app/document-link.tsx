import { Download } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Button } from '../ui/button.tsx'
import { useOnline } from './connectivity.ts'
import { missingDocuments } from './offline-documents.ts'

/** Whether a document opens now: online, or kept on this device (read again when the connection changes). */
export function useDocumentOpens(url: string): boolean {
  const online = useOnline()
  const [kept, setKept] = useState<{ url: string; kept: boolean } | null>(null)
  useEffect(() => {
    let cancelled = false
    void missingDocuments([url]).then(
      (missing) => !cancelled && setKept({ url, kept: missing.length === 0 }),
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [url, online])
  return online || (kept?.url === url && kept.kept)
}

/**
 * A document the API makes (a quote's PDF), to download: from the server, or offline from this
 * device once a visit kept it (the service worker answers from the cache); disabled otherwise.
 */
export function DocumentLink({ url, children }: { url: string; children: ReactNode }) {
  const opens = useDocumentOpens(url)
  return opens ? (
    <Button variant="outline" size="sm" asChild>
      <a href={url} download>
        <Download aria-hidden />
        {children}
      </a>
    </Button>
  ) : (
    <Button variant="outline" size="sm" disabled>
      <Download aria-hidden />
      {children}
    </Button>
  )
}
