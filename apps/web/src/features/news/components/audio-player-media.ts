import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Playback } from './audio-player-playback';
import { clampTime } from './audio-player-timing';

/**
 * Drives an `<audio>` element playing the server's recording. Render `<audio ref={audioRef} src={src}>` beside it,
 * and key the caller by `src` so a new recording starts from a clean state.
 */
export function useMediaPlayback(knownDuration: number | null): {
  playback: Playback;
  audioRef: RefObject<HTMLAudioElement | null>;
} {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [rate, setRateState] = useState(1);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onTime = () => setCurrentTime(audio.currentTime);
    const onDuration = () => setMediaDuration(Number.isFinite(audio.duration) ? audio.duration : null);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    // Loading a source resets the rate to the default one: keep both in step.
    const onRate = () => setRateState(audio.playbackRate);
    const listeners: Array<[keyof HTMLMediaElementEventMap, () => void]> = [
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['loadedmetadata', onDuration],
      ['durationchange', onDuration],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['ratechange', onRate],
    ];
    for (const [name, listener] of listeners) audio.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) audio.removeEventListener(name, listener);
      audio.pause();
    };
  }, []);

  const duration = mediaDuration ?? knownDuration ?? 0;

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      audio.play().catch(() => setPlaying(false));
    } else {
      audio.pause();
    }
  }, []);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      const target = clampTime(seconds, duration);
      audio.currentTime = target;
      setCurrentTime(target);
    },
    [duration],
  );

  const setRate = useCallback((next: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = next;
    audio.playbackRate = next;
    setRateState(next);
  }, []);

  return {
    audioRef,
    playback: { available: true, playing, currentTime, duration, rate, toggle, seek, setRate },
  };
}
