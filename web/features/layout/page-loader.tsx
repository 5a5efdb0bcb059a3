import { Loader } from '../../ui/loader.tsx'

/** Shown in the page area while a lazily loaded page arrives. */
export function PageLoader() {
  return <Loader size="lg" className="min-h-[50vh]" />
}
