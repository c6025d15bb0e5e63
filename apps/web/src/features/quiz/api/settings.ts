/** Quiz settings (spec §7): preferred categories, audio on/off and whether the player customised them. */
import {
  QUIZ_PATHS,
  type QuizSettings,
  quizCustomizationStatusSchema,
  quizSettingsSchema,
  type UserDetails,
} from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anyBody, get, put } from '../../../lib/http';
import { QUIZ_KEY, viewerKey } from './hub';

const settingsKey = (user: UserDetails | null) => [...QUIZ_KEY, 'settings', viewerKey(user)] as const;
const customizationKey = (user: UserDetails | null) => [...QUIZ_KEY, 'customization', viewerKey(user)] as const;

export const useQuizSettings = (user: UserDetails | null) =>
  useQuery({ queryKey: settingsKey(user), queryFn: () => get(QUIZ_PATHS.categoryFilter, quizSettingsSchema) });

export const useCustomizationStatus = (user: UserDetails | null) =>
  useQuery({
    queryKey: customizationKey(user),
    queryFn: () => get(QUIZ_PATHS.customizationStatus, quizCustomizationStatusSchema),
  });

/** PUT /users/category-filter with the whole settings object. */
export function useSaveSettings(user: UserDetails | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: QuizSettings) => put(QUIZ_PATHS.categoryFilter, settings, anyBody),
    onSuccess: (_answer, settings) => {
      client.setQueryData(settingsKey(user), settings);
      void client.invalidateQueries({ queryKey: customizationKey(user) });
      void client.invalidateQueries({ queryKey: [...QUIZ_KEY, 'list'] });
    },
  });
}

/** PUT /users/quiz-audio { audioEnabled }. */
export function useSaveAudio(user: UserDetails | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (audioEnabled: boolean) => put(QUIZ_PATHS.audioUpdate, { audioEnabled }, anyBody),
    onSuccess: (_answer, audioEnabled) => {
      client.setQueryData<QuizSettings>(settingsKey(user), (old) => (old ? { ...old, audioEnabled } : old));
      void client.invalidateQueries({ queryKey: [...QUIZ_KEY, 'audio-eligibility'] });
      void client.invalidateQueries({ queryKey: customizationKey(user) });
    },
  });
}
