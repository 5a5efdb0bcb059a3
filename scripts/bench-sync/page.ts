import type { RxCollection } from 'rxdb'
import type { Estimate } from '../../domain/estimates/estimate.ts'

/*
 * Runs inside the page (serialised by Playwright): no imports, and no named inner functions, since
 * tsx wraps those in a __name() helper the page does not have.
 */

/** What `exposeEstimates` adds to the page's window. */
export interface BenchWindow {
  /** The signed-in user's RxDB estimates collection, null until the app has opened it. */
  benchEstimates(): RxCollection<Estimate> | null
}

interface Fiber {
  child: Fiber | null
  sibling: Fiber | null
  stateNode?: { current?: Fiber }
  memoizedProps?: { value?: { rx?: { collections: Record<string, unknown> } } }
}

/**
 * An init script. The app exposes no handle on its database (components get it from SyncProvider's
 * context), so this finds that context's value in React's fiber tree: the provider value with `rx`.
 */
export function exposeEstimates() {
  ;(window as unknown as BenchWindow).benchEstimates = () => {
    const container = document.getElementById('root') as unknown as Record<string, Fiber> | null
    const key = container && Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
    // The container keeps the first root fiber; the FiberRoot knows the one now on screen.
    const stack = [key ? (container[key]?.stateNode?.current ?? null) : null]
    while (stack.length > 0) {
      const fiber = stack.pop()
      if (!fiber) continue
      const rx = fiber.memoizedProps?.value?.rx
      if (rx) return rx.collections['estimates'] as RxCollection<Estimate>
      stack.push(fiber.sibling, fiber.child)
    }
    return null
  }
}
