/**
 * A reader of a server-sent event stream over a real connection, as a browser's
 * EventSource reads it: the test waits for the next event, never on a timer.
 */
export interface EventStreamReader {
  /** The status the stream was answered with. */
  status: number;
  contentType: string | null;
  /** The name of the next event; rejects if the stream ends first. */
  next(): Promise<string>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(url: string, cookie: string): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: string[] = [];
  const waiting: { resolve: (event: string) => void; reject: (error: Error) => void }[] = [];
  let done = false;
  let endedResolve = () => {};
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));

  const deliver = (event: string) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(event);
    else events.push(event);
  };
  const finish = () => {
    done = true;
    for (const waiter of waiting.splice(0)) waiter.reject(new Error('The event stream ended'));
    endedResolve();
  };

  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            if (name) deliver(name);
          }
        }
      } catch {
        // Aborted by close(), or the connection dropped: either way the stream is over.
      }
      finish();
    })();
  } else {
    finish();
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next() {
      const queued = events.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      if (done) return Promise.reject(new Error('The event stream ended'));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    ended,
    close: () => abort.abort(),
  };
}
