/*
 * The change stream transport. The browser uses EventSource (it reconnects by itself, honouring the
 * server's `retry`); Node and tests use a fetch-based reader of the same text/event-stream format.
 * The replication only needs "something happened" and "the connection dropped".
 */

interface StreamHandlers {
  /** The `data` of one event. */
  onMessage(data: string): void
  /** The connection failed or dropped; the transport reconnects by itself. */
  onError(): void
}

interface StreamConnection {
  close(): void
}

export type StreamTransport = (url: string, handlers: StreamHandlers) => StreamConnection

/** EventSource with the session cookie; it reconnects on its own and the server says RESYNC again. */
export const eventSourceTransport: StreamTransport = (url, handlers) => {
  if (typeof EventSource === 'undefined')
    throw new Error('EventSource is not available: inject a stream transport')
  const source = new EventSource(url, { withCredentials: true })
  source.onmessage = (event: MessageEvent<unknown>) =>
    handlers.onMessage(typeof event.data === 'string' ? event.data : '')
  source.onerror = () => handlers.onError()
  return { close: () => source.close() }
}

/** The `data` of each complete event in `buffer`, and what is left of it (an incomplete event). */
function parseEvents(buffer: string): { events: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  const events: string[] = []
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
    // Comments (": heartbeat") and retry-only blocks carry no data and are no event.
    if (data.length > 0) events.push(data.join('\n'))
  }
  return { events, rest }
}

/**
 * A text/event-stream read through fetch, reconnecting after `reconnectMs` like EventSource does.
 * For runtimes without EventSource (Node, tests); `fetch` is expected to send the session cookie.
 */
export function fetchStreamTransport(
  fetch: (url: string, init: RequestInit) => Promise<Response>,
  reconnectMs = 1000,
): StreamTransport {
  return (url, handlers) => {
    let closed = false
    let controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    // Cancelling the body is what ends an in-process (or already answered) stream; abort alone may not reach it.
    let reader: ReadableStreamDefaultReader<string> | undefined

    async function readOnce(): Promise<void> {
      const res = await fetch(url, { headers: { Accept: 'text/event-stream' }, signal: controller.signal })
      if (closed) return void (await res.body?.cancel())
      if (!res.ok || !res.body) throw new Error(`Stream answered ${res.status}`)
      reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        const parsed = parseEvents(buffer + value)
        buffer = parsed.rest
        for (const data of parsed.events) handlers.onMessage(data)
      }
    }

    function connect() {
      readOnce()
        .catch(() => undefined)
        .finally(() => {
          if (closed) return
          handlers.onError()
          timer = setTimeout(() => {
            controller = new AbortController()
            connect()
          }, reconnectMs)
        })
    }

    connect()
    return {
      close() {
        closed = true
        clearTimeout(timer)
        controller.abort()
        void reader?.cancel().catch(() => undefined)
      },
    }
  }
}
