/**
 * FaceCapture in jsdom: the browser's camera (navigator.mediaDevices, navigator.permissions, the video's frame and the
 * canvas) and @vladmandic/face-api are the outside world here, stubbed; the hook, the messages and the decisions
 * about the picture are the real ones.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FACE_CAPTURE_TEXT, FaceCapture } from './face-capture';

const faceApi = vi.hoisted(() => ({
  /** The faces the next detection finds. */
  faces: [] as Array<{ descriptor: Float32Array }>,
  loadFromUri: [] as string[],
  failLoading: false,
}));

vi.mock('@vladmandic/face-api', () => {
  const net = (name: string) => ({
    loadFromUri: async (uri: string) => {
      if (faceApi.failLoading) throw new Error('offline');
      faceApi.loadFromUri.push(`${uri} ${name}`);
    },
  });
  return {
    tf: { setBackend: async () => true, ready: async () => undefined },
    nets: {
      tinyFaceDetector: net('tinyFaceDetector'),
      faceLandmark68TinyNet: net('faceLandmark68TinyNet'),
      faceRecognitionNet: net('faceRecognitionNet'),
    },
    TinyFaceDetectorOptions: class {},
    detectAllFaces: () => ({
      withFaceLandmarks: () => ({ withFaceDescriptors: async () => faceApi.faces }),
    }),
  };
});

const face = (seed: number) => ({ descriptor: Float32Array.from({ length: 128 }, (_, index) => (index + seed) / 256) });

interface CameraStub {
  getUserMedia: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
}

/**
 * A browser with a front camera: `permission` is what navigator.permissions says of it (null: the browser cannot
 * say, as Firefox), `refuse` makes getUserMedia fail with that error's name.
 */
function stubCamera({ permission, refuse }: { permission: PermissionState | null; refuse?: string }): CameraStub {
  const stop = vi.fn();
  const track = { stop, addEventListener: vi.fn() };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
  const getUserMedia = vi.fn(async () => {
    if (refuse) throw new DOMException('refused', refuse);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  const status = Object.assign(new EventTarget(), { state: permission });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: permission ? { query: async () => status } : undefined,
  });
  return { getUserMedia, stop };
}

beforeEach(() => {
  // A fresh face-detector.ts for each test: it keeps its loaded models for the page's life.
  vi.resetModules();
  faceApi.faces = [];
  faceApi.loadFromUri = [];
  faceApi.failLoading = false;
  // jsdom plays no video and draws no canvas: a 640 × 480 frame, and a JPEG of it.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  // `never`: face-api's types add WebGPU's getContext overload, the last one spyOn sees.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['jpeg'], { type: 'image/jpeg' })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('FaceCapture: the camera permission', () => {
  it('asks for the camera in the spec’s words when it is not granted yet, and only on the child’s click', async () => {
    const camera = stubCamera({ permission: 'prompt' });
    const { user } = renderWithProviders(<FaceCapture purpose="enrol" onCaptured={vi.fn()} />);

    expect(
      await screen.findByText('Camera access is required. Please grant permission to use the camera.'),
    ).toBeInTheDocument();
    expect(camera.getUserMedia).not.toHaveBeenCalled();
    // Nothing of face-api is fetched before the camera is on.
    expect(faceApi.loadFromUri).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Allow camera' }));
    expect(await screen.findByRole('button', { name: 'Take picture' })).toBeInTheDocument();
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
    });
    expect(screen.queryByText(/Camera access is required/)).not.toBeInTheDocument();
    // Now the models are loaded, from our own server.
    await waitFor(() =>
      expect(faceApi.loadFromUri).toEqual([
        '/models/face tinyFaceDetector',
        '/models/face faceLandmark68TinyNet',
        '/models/face faceRecognitionNet',
      ]),
    );
  });

  it('says to enable the camera in the browser’s settings when it is blocked, and does not ask', async () => {
    const camera = stubCamera({ permission: 'denied' });
    renderWithProviders(<FaceCapture purpose="verify" onCaptured={vi.fn()} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enable camera access in your browser settings to proceed.');
    expect(camera.getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Take picture' })).not.toBeInTheDocument();
  });

  it('says the same when the browser cannot tell the permission and the camera is then refused', async () => {
    stubCamera({ permission: null, refuse: 'NotAllowedError' });
    const { user } = renderWithProviders(<FaceCapture purpose="verify" onCaptured={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Allow camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enable camera access in your browser settings to proceed.',
    );
  });

  it('starts at once where the camera is granted, and stops it when the child leaves', async () => {
    const camera = stubCamera({ permission: 'granted' });
    const { unmount } = renderWithProviders(<FaceCapture purpose="verify" onCaptured={vi.fn()} />);

    expect(await screen.findByRole('button', { name: 'Take picture' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your camera')).toHaveProperty('muted', true);
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
    unmount();
    expect(camera.stop).toHaveBeenCalled();
  });

  it('tells when there is no camera at all, or another app holds it', async () => {
    stubCamera({ permission: 'granted', refuse: 'NotReadableError' });
    renderWithProviders(<FaceCapture purpose="verify" onCaptured={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FACE_CAPTURE_TEXT.cameraError);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells when the browser has no camera API', async () => {
    renderWithProviders(<FaceCapture purpose="enrol" onCaptured={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FACE_CAPTURE_TEXT.unsupported);
  });
});

describe('FaceCapture: the picture', () => {
  it('asks the child to come into the light when no face is seen, and sends nothing', async () => {
    stubCamera({ permission: 'granted' });
    const onCaptured = vi.fn();
    const { user } = renderWithProviders(<FaceCapture purpose="verify" onCaptured={onCaptured} />);

    await user.click(await screen.findByRole('button', { name: 'Take picture' }));
    expect(await screen.findByText(FACE_CAPTURE_TEXT.noFace)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "We can't see your face — move into the light and look at the camera",
    );
    expect(onCaptured).not.toHaveBeenCalled();
  });

  it('asks for the child alone when more than one face is seen', async () => {
    stubCamera({ permission: 'granted' });
    faceApi.faces = [face(1), face(2)];
    const onCaptured = vi.fn();
    const { user } = renderWithProviders(<FaceCapture purpose="verify" onCaptured={onCaptured} />);

    await user.click(await screen.findByRole('button', { name: 'Take picture' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Only you should be in the picture');
    expect(onCaptured).not.toHaveBeenCalled();
  });

  it('hands over the JPEG and what the device saw when exactly one face is seen', async () => {
    stubCamera({ permission: 'granted' });
    faceApi.faces = [face(3)];
    const onCaptured = vi.fn();
    const { user } = renderWithProviders(<FaceCapture purpose="enrol" onCaptured={onCaptured} />);

    await user.click(await screen.findByRole('button', { name: 'Take picture' }));
    await waitFor(() => expect(onCaptured).toHaveBeenCalledTimes(1));
    const [picture, onDevice] = onCaptured.mock.calls[0] as [Blob, { faceCount: number; descriptor: number[] }];
    expect(picture.type).toBe('image/jpeg');
    expect(onDevice.faceCount).toBe(1);
    expect(onDevice.descriptor).toHaveLength(128);
    expect(onDevice.descriptor[0]).toBeCloseTo(3 / 256);
    expect(screen.getByRole('status')).toHaveTextContent(FACE_CAPTURE_TEXT.captured);
  });

  it('says so when the face check cannot start (the models did not load), and lets the child try again', async () => {
    stubCamera({ permission: 'granted' });
    faceApi.failLoading = true;
    faceApi.faces = [face(4)];
    const onCaptured = vi.fn();
    const { user } = renderWithProviders(<FaceCapture purpose="verify" onCaptured={onCaptured} />);

    await user.click(await screen.findByRole('button', { name: 'Take picture' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FACE_CAPTURE_TEXT.failed);
    expect(onCaptured).not.toHaveBeenCalled();

    faceApi.failLoading = false;
    await user.click(screen.getByRole('button', { name: 'Take picture' }));
    await waitFor(() => expect(onCaptured).toHaveBeenCalledTimes(1));
  });
});
