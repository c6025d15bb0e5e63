import { FAQ_PATHS, type FaqFeedbackBody, faqAnswerSchema, faqStartersSchema } from '@noticeboard/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { anyBody, get, post } from '../../../lib/http';

/** POST /faq/ask: the best entry and up to two related ones, or the contact form. */
export const askFaq = (question: string) => post(FAQ_PATHS.ask, { question }, faqAnswerSchema);

/** GET /faq/starters: questions to start with, for the signed-in person's kind (or a visitor). */
export const useFaqStarters = (userId: string | null) =>
  useQuery({
    queryKey: ['faq', 'starters', userId],
    queryFn: () => get(FAQ_PATHS.starters, faqStartersSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAskFaq = () => useMutation({ mutationFn: askFaq });

/** POST /faq/feedback: "Did this help?". */
export const useFaqFeedback = () =>
  useMutation({ mutationFn: (body: FaqFeedbackBody) => post(FAQ_PATHS.feedback, body, anyBody) });
