/** A source of the current time; services take it so tests can move time. */
export interface Clock {
  /** The current time. */
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at `start` (default: real now) and moves only when told. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date = new Date()) {
    this.t = start.getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.t += ms;
  }
  /** Sets the clock to `d`. */
  set(d: Date): void {
    this.t = d.getTime();
  }
}
