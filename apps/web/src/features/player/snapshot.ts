/** The video snapshot (spec 01 section 4): the current frame as a PNG named after station and time. */
const pad = (value: number) => String(value).padStart(2, '0');

/** `${stationSlug}-YYYYMMDD-HHmmss.png`, at the recording time of the frame on this browser's clock. */
export function snapshotFileName(stationSlug: string, ts: number): string {
  const at = new Date(ts);
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  return `${stationSlug}-${day}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.png`;
}

/** Draws the element's current frame and downloads it; resolves false when there is no frame yet. */
export async function downloadSnapshot(video: HTMLVideoElement, fileName: string): Promise<boolean> {
  if (!video.videoWidth || !video.videoHeight) return false;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
