/**
 * One maker per key: after a content write, many requests for one page arrive together; the
 * first makes the answer and the others wait for it (a while) instead of making it again.
 */
export type Flight<T> =
  | { role: 'lead'; settle(value: T | undefined): void }
  /** The leader's answer, or undefined if it had none to share or took too long. */
  | { role: 'follow'; result: Promise<T | undefined> };

export class SingleFlight<T> {
  private readonly flights = new Map<
    string,
    { generation: number; done: Promise<T | undefined> }
  >();

  /** @param followMs how long a follower waits for the leader before making its own. */
  constructor(private readonly followMs: number) {}

  /** Leads the flight of `key` unless one of the same generation (content version) is on. */
  join(key: string, generation: number): Flight<T> {
    const flight = this.flights.get(key);
    if (flight?.generation === generation) {
      return { role: 'follow', result: this.follow(flight.done) };
    }
    let resolve: (value: T | undefined) => void = () => {};
    const done = new Promise<T | undefined>((r) => (resolve = r));
    this.flights.set(key, { generation, done });
    let settled = false;
    return {
      role: 'lead',
      settle: (value) => {
        if (settled) return;
        settled = true;
        if (this.flights.get(key)?.done === done) this.flights.delete(key);
        resolve(value);
      },
    };
  }

  private async follow(done: Promise<T | undefined>): Promise<T | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((r) => {
      timer = setTimeout(() => r(undefined), this.followMs);
    });
    try {
      return await Promise.race([done, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
