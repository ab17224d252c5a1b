/** Starts the browser's own download of an address, under the file's name. */
export function startBrowserDownload(downloadUrl: string, filename: string): void {
  const link = document.createElement('a');
  link.href = downloadUrl;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
