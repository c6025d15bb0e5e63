/** What the player's controls drive, whether the sound comes from a recorded file or the browser's voice. */
export interface Playback {
  /** False while nothing can be played (no voice in this browser, or the file failed). */
  available: boolean;
  playing: boolean;
  /** Seconds into the track. */
  currentTime: number;
  /** Seconds; an estimate when the browser reads aloud. */
  duration: number;
  rate: number;
  toggle: () => void;
  seek: (seconds: number) => void;
  setRate: (rate: number) => void;
}
