/**
 * The front camera for the face check (issue 18), and where the browser stands on it:
 * - unsupported: no camera API here (an old browser, or a page not served over HTTPS);
 * - prompt: not granted yet, and asking will show the browser's question (`request`, from a button);
 * - requesting: reading the permission or waiting for the camera to start;
 * - denied: refused; only the browser's settings can change that (we start by ourselves when they do);
 * - ready: `stream` is live;
 * - error: no camera, or another app holds it.
 * Where the browser says the camera is already granted, it starts without a click. The tracks stop on unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'unsupported' | 'prompt' | 'requesting' | 'denied' | 'ready' | 'error';

export interface Camera {
  state: CameraState;
  stream: MediaStream | null;
  /** Asks for the camera (shows the browser's question when it has not been answered). */
  request: () => void;
}

/** A face at arm's length: the front camera at about 640 × 480 (the server looks at 640 px at most). */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
};

const supported = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The camera permission, where the browser tells it (Firefox and older Safari throw for 'camera'). */
async function cameraPermission(): Promise<PermissionStatus | null> {
  try {
    return (await navigator.permissions?.query({ name: 'camera' as PermissionName })) ?? null;
  } catch {
    return null;
  }
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

export function useCamera(): Camera {
  const [state, setState] = useState<CameraState>(() => (supported() ? 'requesting' : 'unsupported'));
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const mounted = useRef(true);
  const starting = useRef(false);

  const start = useCallback(async () => {
    if (!supported() || starting.current || streamRef.current) return;
    starting.current = true;
    setState('requesting');
    try {
      const media = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
      if (!mounted.current) {
        stopTracks(media);
        return;
      }
      streamRef.current = media;
      // The camera unplugged, or taken away in the browser's settings.
      for (const track of media.getVideoTracks()) {
        track.addEventListener('ended', () => {
          if (streamRef.current !== media || !mounted.current) return;
          streamRef.current = null;
          setStream(null);
          setState('error');
        });
      }
      setStream(media);
      setState('ready');
    } catch (error) {
      if (!mounted.current) return;
      const name = error instanceof Error || error instanceof DOMException ? error.name : '';
      if (name === 'NotAllowedError' || name === 'SecurityError') {
        // A dismissed question leaves the permission at 'prompt': asking again is still possible.
        const permission = await cameraPermission();
        if (mounted.current) setState(permission?.state === 'prompt' ? 'prompt' : 'denied');
      } else {
        setState('error');
      }
    } finally {
      starting.current = false;
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (!supported()) return;
    // This run's own flag: under StrictMode a first run is cleaned up before its permission answer arrives.
    let active = true;
    let permission: PermissionStatus | null = null;
    const follow = () => {
      if (!active || !permission) return;
      if (permission.state === 'granted') void start();
      else if (permission.state === 'denied') {
        stopTracks(streamRef.current);
        streamRef.current = null;
        setStream(null);
        setState('denied');
      } else if (!streamRef.current && !starting.current) setState('prompt');
    };
    void cameraPermission().then((status) => {
      if (!active) return;
      permission = status;
      if (!status) {
        setState('prompt');
        return;
      }
      status.addEventListener('change', follow);
      follow();
    });
    return () => {
      active = false;
      mounted.current = false;
      permission?.removeEventListener('change', follow);
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, [start]);

  const request = useCallback(() => void start(), [start]);
  return { state, stream, request };
}
