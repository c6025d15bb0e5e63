import { QUIZ_PATHS, quizAudioEligibilitySchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, get } from '../../../lib/http';

/** The spoken reading-minimum prompt; played only on a tap and only with the player's quiz audio on. */
export const QUIZ_POPUP_AUDIO_URL = `${API_BASE}${QUIZ_PATHS.popupAudio}`;

/** GET /users/quiz-audio/eligibility, read when the reading prompt opens. */
export const useQuizAudioSetting = (enabled: boolean) =>
  useQuery({
    queryKey: ['news', 'quiz-audio-setting'],
    queryFn: () => get(QUIZ_PATHS.audioEligibility, quizAudioEligibilitySchema),
    enabled,
    staleTime: 5 * 60_000,
  });
