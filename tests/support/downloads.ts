import { vi } from 'vitest';

/**
 * Catches what the app would download: each file's name (the link's `download`) and its data. jsdom has no object
 * URLs, so URL gains them for the test; it stays a constructor, since code loaded during the test still needs one.
 */
export function catchDownloads(): { name: string; blob: Blob }[] {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  class DownloadUrl extends URL {
    static override createObjectURL(blob: Blob): string {
      last = blob;
      return 'blob:download';
    }
    static override revokeObjectURL(): void {}
  }
  vi.stubGlobal('URL', DownloadUrl);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
}
