// The app's one job runner: everything the server does on a clock rather than for a request (the mail outbox's
// poll, the activity log's sealing, the hourly housekeeping, the daily trolley digest) is a job here, with the same
// rules for all: a run is never overlapped by the next tick (a slow run absorbs the ticks it outlasts), a failed run
// is logged and tried again at the next tick, the timers never keep the process alive, and the app's close waits for
// the runs under way (and each job's last run) before the database closes.

export type Job = {
  /** Named in the log line of a failed run. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Run once as the runner starts, not only after the first interval. */
  atStart?: boolean;
  /** Run once more when the runner stops, after any run under way (the sealer seals what is left). */
  atStop?: () => Promise<unknown>;
};

type Scheduled = Job & { timer?: NodeJS.Timeout; running?: Promise<unknown> };

export class JobRunner {
  private readonly jobs: Scheduled[] = [];
  private started = false;

  constructor(private readonly log: { error: (obj: { err: unknown }, message: string) => void }) {}

  /** Adds a job; it starts with the runner (or now, when the runner has started). */
  add(job: Job): void {
    const scheduled: Scheduled = { ...job };
    this.jobs.push(scheduled);
    if (this.started) this.schedule(scheduled);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs) this.schedule(job);
  }

  /** Runs the job now unless a run is under way (then that run is the answer). */
  private tick(job: Scheduled): Promise<unknown> {
    job.running ??= job
      .run()
      .catch((err: unknown) => this.log.error({ err }, `${job.name}: the run failed`))
      .finally(() => (job.running = undefined));
    return job.running;
  }

  private schedule(job: Scheduled) {
    job.timer = setInterval(() => void this.tick(job), job.everyMs).unref();
    if (job.atStart) void this.tick(job);
  }

  /** No more ticks; waits for the runs under way, then each job's last run. */
  async stop(): Promise<void> {
    this.started = false;
    for (const job of this.jobs) clearInterval(job.timer);
    await Promise.all(this.jobs.map((job) => job.running ?? Promise.resolve()));
    for (const job of this.jobs) {
      if (!job.atStop) continue;
      await job.atStop().catch((err: unknown) => this.log.error({ err }, `${job.name}: the last run failed`));
    }
  }
}
