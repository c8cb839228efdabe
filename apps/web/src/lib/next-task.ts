/**
 * Resolves in a new browser task (a zero-delay timer): the start-up awaits it between its steps, so a slow phone
 * runs several short tasks instead of one long one (Lighthouse's Total Blocking Time counts each task's time over
 * 50 ms) and can answer a tap in between.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
