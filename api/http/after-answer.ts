/**
 * Runs `task` once the current answer is on its way: the handler returns first, and the task runs on
 * a later turn of the event loop. For work whose duration must not show in the answer's timing (an
 * account lookup that would tell which addresses exist). A failure is logged; the answer is gone.
 */
export function afterAnswer(what: string, task: () => void | Promise<void>): void {
  setImmediate(() => {
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => console.error(`${what} failed after answering:`, error))
  })
}
