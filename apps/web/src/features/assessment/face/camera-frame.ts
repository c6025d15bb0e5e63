/** A still from the live camera: the frame as it is (not mirrored), at most `maxSide` a side, as a JPEG. */

/** The server looks at 640 px at most. */
export const FRAME_MAX_SIDE = 640;

export function frameOf(video: HTMLVideoElement, maxSide = FRAME_MAX_SIDE): HTMLCanvasElement | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}

export const jpegOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
