/** Leaves the app for `url` (a full page navigation; tests replace this module). */
export function leavePage(url: string): void {
  window.location.assign(url);
}
