/** One open event stream of a signed-in person: a browser tab, most often. */
export interface PersonStream {
  /** Whose stream it is: 'member:<id>' or 'admin:<id>'. */
  person: string;
  /** The hash of the session it was opened with: it ends with that session. */
  session: string | null;
  /** Writes one event; a stream that has gone quiet says so by throwing or rejecting. */
  send(event: string): void | Promise<void>;
  /** Ends the stream; the browser opens a new one if it still may. */
  close(): void;
}

/** How many streams one person may hold open on one server; the oldest goes first past it. */
export const STREAMS_PER_PERSON = 8;

/**
 * Every event stream open on this server, by person. What happened is named by
 * an event ('notifications', 'claims', …): the page then reads what changed
 * through the API, under the API's own rules, so an event carries no data and
 * a missed one costs only a refresh. Events for one stream in the same turn of
 * the event loop go out once.
 */
export class PersonStreams {
  #byPerson = new Map<string, Set<PersonStream>>();
  #pending = new Map<PersonStream, Set<string>>();
  #flushing = false;

  /** Adds a stream; returns what removes it (call it when the connection closes). */
  add(stream: PersonStream): () => void {
    let streams = this.#byPerson.get(stream.person);
    if (!streams) {
      streams = new Set();
      this.#byPerson.set(stream.person, streams);
    }
    streams.add(stream);
    if (streams.size > STREAMS_PER_PERSON) {
      const [oldest] = streams;
      if (oldest) this.#end(oldest);
    }
    return () => this.#remove(stream);
  }

  get size(): number {
    let count = 0;
    for (const streams of this.#byPerson.values()) count += streams.size;
    return count;
  }

  /** Tells every open stream of one person. */
  publish(person: string, event: string): void {
    for (const stream of this.#byPerson.get(person) ?? []) this.#queue(stream, event);
  }

  /** Tells every open stream of every admin, or of every member. */
  publishToEvery(kind: 'admin' | 'member', event: string): void {
    for (const [person, streams] of this.#byPerson) {
      if (person.startsWith(`${kind}:`)) for (const stream of streams) this.#queue(stream, event);
    }
  }

  /** Tells every open stream (after notices may have been missed: read everything again). */
  broadcast(event: string): void {
    for (const streams of this.#byPerson.values()) for (const stream of streams) this.#queue(stream, event);
  }

  /** Ends the streams opened with a session that has ended or changed. */
  endSession(session: string): void {
    for (const streams of this.#byPerson.values()) {
      for (const stream of streams) if (stream.session === session) this.#end(stream);
    }
  }

  /** Ends every stream: the server is stopping. */
  endAll(): void {
    for (const streams of this.#byPerson.values()) for (const stream of streams) this.#end(stream);
  }

  #queue(stream: PersonStream, event: string): void {
    let events = this.#pending.get(stream);
    if (!events) {
      events = new Set();
      this.#pending.set(stream, events);
    }
    events.add(event);
    if (this.#flushing) return;
    this.#flushing = true;
    setImmediate(() => this.#flush());
  }

  #flush(): void {
    this.#flushing = false;
    const pending = this.#pending;
    this.#pending = new Map();
    for (const [stream, events] of pending) {
      for (const event of events) {
        try {
          Promise.resolve(stream.send(event)).catch(() => this.#end(stream));
        } catch {
          this.#end(stream);
        }
      }
    }
  }

  #end(stream: PersonStream): void {
    this.#remove(stream);
    stream.close();
  }

  #remove(stream: PersonStream): void {
    const streams = this.#byPerson.get(stream.person);
    if (!streams?.delete(stream)) return;
    this.#pending.delete(stream);
    if (streams.size === 0) this.#byPerson.delete(stream.person);
  }
}
