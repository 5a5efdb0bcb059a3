import { CSV_BOM } from '../../../domain/reports/csv.ts'

/** Saves CSV text as a file through the browser's download (a temporary object URL). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the URL by now; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
