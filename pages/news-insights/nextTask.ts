/**
 * Resolves in a new task: the work before and after an `await nextTask()` runs as two tasks, so
 * the browser can paint and answer input in between (docs/decisions.md, "Performance": no step
 * of the list's start-up is one long task, however large the archive).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
