/** Whether another process still holds what it wrote (a journal's lock, a compressed mirror being made). */

/** True when a process with this id runs (one owned by another user counts: the signal is refused, not missing). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
