/** Makes the window this tall, as the window-scrolled lists read it, and tells them. */
export function setWindowHeight(height: number) {
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
  window.dispatchEvent(new Event('resize'));
}
