/**
 * Full-page navigations. They drop every in-memory cache, which is what logout and the error
 * screen's reset want; in-app moves use the router instead.
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
