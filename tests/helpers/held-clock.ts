/**
 * A clock that stands still until a test moves it, for the auth service's `now`: the sign-in
 * throttle's waits then run out when the test says so, not when a slow password check on a busy
 * machine has let a second pass.
 */
export type HeldClock = ReturnType<typeof heldClock>;

export function heldClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    /** Moves the clock on, as if `ms` had passed. */
    advance(ms: number) {
      at += ms;
    },
    /** Moves the clock on to `time`, if it is later. */
    advanceTo(time: Date) {
      at = Math.max(at, time.getTime());
    },
  };
}
