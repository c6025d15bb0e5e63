import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Playback } from './audio-player-playback';
import { clampTime, planSpeech, sentenceAt } from './audio-player-timing';

const CLOCK_TICK_MS = 250;

function speechSynthesisOrNull(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window
    ? window.speechSynthesis
    : null;
}

/**
 * Reads `text` aloud with the browser's speech synthesis, one sentence per utterance. Pausing stops the voice;
 * playing again, seeking and changing speed restart at the start of the sentence concerned (simple and reliable
 * across browsers, whose own pause/resume is not). Times are estimates at speed 1. Key the caller by the text.
 */
export function useSpeechPlayback(text: string): Playback {
  const synth = useMemo(speechSynthesisOrNull, []);
  const plan = useMemo(() => planSpeech(text), [text]);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [rate, setRateState] = useState(1);
  const rateRef = useRef(1);
  const indexRef = useRef(0);
  const sentenceStartedAt = useRef<number | null>(null);
  // Bumped on every stop and restart, so callbacks of cancelled utterances are ignored.
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current += 1;
    sentenceStartedAt.current = null;
    synth?.cancel();
  }, [synth]);

  const speakFrom = useCallback(
    (start: number) => {
      if (!synth) return;
      stop();
      const current = generation.current;
      const speak = (index: number) => {
        if (current !== generation.current) return;
        const sentence = plan.sentences[index];
        if (!sentence) {
          indexRef.current = 0;
          sentenceStartedAt.current = null;
          setPlaying(false);
          setCurrentTime(plan.duration);
          return;
        }
        indexRef.current = index;
        setCurrentTime(sentence.start);
        const utterance = new SpeechSynthesisUtterance(sentence.text);
        utterance.rate = rateRef.current;
        utterance.onstart = () => {
          if (current === generation.current) sentenceStartedAt.current = performance.now();
        };
        utterance.onend = () => speak(index + 1);
        utterance.onerror = (event) => {
          if (current !== generation.current || event.error === 'interrupted' || event.error === 'canceled') return;
          sentenceStartedAt.current = null;
          setPlaying(false);
        };
        synth.speak(utterance);
      };
      setPlaying(true);
      speak(start);
    },
    [synth, plan, stop],
  );

  // Moves the clock along within the sentence being read.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const sentence = plan.sentences[indexRef.current];
      const startedAt = sentenceStartedAt.current;
      if (!sentence || startedAt === null) return;
      const spoken = ((performance.now() - startedAt) / 1000) * rateRef.current;
      setCurrentTime(sentence.start + Math.min(spoken, sentence.length));
    }, CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, plan]);

  // Leaving the page (or the text changing) silences the voice.
  useEffect(() => {
    const silence = () => {
      stop();
      setPlaying(false);
    };
    window.addEventListener('pagehide', silence);
    return () => {
      window.removeEventListener('pagehide', silence);
      silence();
    };
  }, [stop]);

  const toggle = useCallback(() => {
    if (playing) {
      stop();
      setPlaying(false);
      const sentence = plan.sentences[indexRef.current];
      if (sentence) setCurrentTime(sentence.start);
    } else {
      // Finished: start again from the top.
      const restart = indexRef.current >= plan.sentences.length ? 0 : indexRef.current;
      speakFrom(restart);
    }
  }, [playing, plan, stop, speakFrom]);

  const seek = useCallback(
    (seconds: number) => {
      const index = sentenceAt(plan, clampTime(seconds, plan.duration));
      indexRef.current = index;
      setCurrentTime(plan.sentences[index]?.start ?? 0);
      if (playing) speakFrom(index);
    },
    [plan, playing, speakFrom],
  );

  const setRate = useCallback(
    (next: number) => {
      rateRef.current = next;
      setRateState(next);
      if (playing) speakFrom(indexRef.current);
    },
    [playing, speakFrom],
  );

  return {
    available: synth !== null && plan.sentences.length > 0,
    playing,
    currentTime,
    duration: plan.duration,
    rate,
    toggle,
    seek,
    setRate,
  };
}
