/** The daily quiz and faculty quizzes over HTTP (rules in the services; faculty routes in faculty-quiz.routes.ts). */
import {
  attemptQuizBodySchema,
  attemptQuizResponseSchema,
  envelope,
  publicTodaySchema,
  QUIZ_PATHS,
  quizAudioEligibilitySchema,
  quizCategoryCountSchema,
  quizCustomizationStatusSchema,
  quizEligibilitySchema,
  quizGenerationStatusSchema,
  quizListSchema,
  quizReviewSchema,
  quizSessionSchema,
  quizSettingsBodySchema,
  quizSettingsSchema,
  quizSubmissionBodySchema,
  quizSubmissionResponseSchema,
  startQuizBodySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { QuizAudioService } from './quiz-audio.service';
import type { QuizHubService } from './quiz-hub.service';
import type { QuizSessionService } from './quiz-session.service';

const tags = ['quiz'];
const sessionIdQuery = z.object({ sessionId: z.string().uuid() });
const customUrlQuery = z.object({ customUrl: z.string().min(1).max(120) });
const questionAudioQuery = z.object({ sessionId: z.string().uuid(), questionId: z.string().uuid() });
const audioBodySchema = z.object({ audioEnabled: z.boolean() }).strict();
const LATE_MESSAGE = 'Time was up: the answers saved before the deadline were submitted';

export interface QuizPlayServices {
  sessions: QuizSessionService;
  hub: QuizHubService;
  audio: QuizAudioService;
}

export function quizRoutes(app: App, { sessions, hub, audio }: QuizPlayServices): void {
  const player = { preHandler: signedIn };

  app.get(
    QUIZ_PATHS.publicToday,
    {
      schema: {
        tags,
        summary: "Today's quiz, its categories and status (open)",
        response: { 200: envelope(publicTodaySchema) },
      },
    },
    async () => ok('Today’s quiz', await hub.publicToday()),
  );
  app.get(
    QUIZ_PATHS.categoryList,
    {
      schema: {
        tags,
        summary: "Categories in today's pool with their question counts (open)",
        response: { 200: envelope(z.array(quizCategoryCountSchema)) },
      },
    },
    async () => ok('Quiz categories', await hub.categories()),
  );
  app.get(
    QUIZ_PATHS.scrapingStatus,
    {
      ...player,
      schema: { tags, summary: "Today's generation status", response: { 200: envelope(quizGenerationStatusSchema) } },
    },
    async () => ok('Quiz generation status', await hub.generationStatus()),
  );
  app.get(
    QUIZ_PATHS.eligibility,
    {
      ...player,
      schema: {
        tags,
        summary: 'Whether you may play today’s quiz',
        response: { 200: envelope(quizEligibilitySchema) },
      },
    },
    async (request) => ok('Quiz eligibility', await hub.eligibility(actorOf(request))),
  );
  app.get(
    QUIZ_PATHS.userwiseQuiz,
    {
      ...player,
      schema: { tags, summary: 'Your quizzes today with their state', response: { 200: envelope(quizListSchema) } },
    },
    async (request) => ok('Your quizzes', await hub.userwise(actorOf(request))),
  );
  app.post(
    QUIZ_PATHS.start,
    {
      ...player,
      schema: {
        tags,
        summary: 'Start or resume a quiz (questions without answers)',
        body: startQuizBodySchema,
        response: { 200: envelope(quizSessionSchema) },
      },
    },
    async (request) => ok('Quiz started', await sessions.start(actorOf(request), request.body.customUrl)),
  );
  app.post(
    QUIZ_PATHS.attempt,
    {
      ...player,
      schema: {
        tags,
        summary: 'Save one answer',
        body: attemptQuizBodySchema,
        response: { 200: envelope(attemptQuizResponseSchema) },
      },
    },
    async (request) => ok('Answer saved', await sessions.attempt(actorOf(request), request.body)),
  );
  app.post(
    QUIZ_PATHS.submit,
    {
      ...player,
      schema: {
        tags,
        summary: 'Submit the answers (stored exactly once; a retry gets the stored result)',
        body: quizSubmissionBodySchema,
        response: { 200: envelope(quizSubmissionResponseSchema) },
      },
    },
    async (request) => {
      const { response, late } = await sessions.submit(actorOf(request), request.body);
      const message = late ? LATE_MESSAGE : response.firstSubmission ? 'Quiz submitted' : 'Quiz already submitted';
      return ok(message, response);
    },
  );
  app.get(
    QUIZ_PATHS.review,
    {
      ...player,
      schema: {
        tags,
        summary: 'Your finished session with answers and explanations',
        querystring: sessionIdQuery,
        response: { 200: envelope(quizReviewSchema) },
      },
    },
    async (request) => ok('Quiz review', await sessions.review(actorOf(request), request.query.sessionId)),
  );
  app.get(
    QUIZ_PATHS.result,
    {
      ...player,
      schema: {
        tags,
        summary: 'Your result for a quiz',
        querystring: customUrlQuery,
        response: { 200: envelope(quizSubmissionResponseSchema) },
      },
    },
    async (request) => ok('Quiz result', await sessions.result(actorOf(request), request.query.customUrl)),
  );
  app.get(
    QUIZ_PATHS.categoryFilter,
    { ...player, schema: { tags, summary: 'Your quiz settings', response: { 200: envelope(quizSettingsSchema) } } },
    async (request) => ok('Quiz settings', await hub.settings(actorOf(request))),
  );
  app.put(
    QUIZ_PATHS.categoryFilter,
    {
      ...player,
      schema: {
        tags,
        summary: 'Save your quiz settings',
        body: quizSettingsBodySchema,
        response: { 200: envelope(quizSettingsSchema) },
      },
    },
    async (request) => ok('Quiz settings saved', await hub.saveSettings(actorOf(request), request.body)),
  );
  app.get(
    QUIZ_PATHS.customizationStatus,
    {
      ...player,
      schema: {
        tags,
        summary: 'Whether you customised your quiz settings',
        response: { 200: envelope(quizCustomizationStatusSchema) },
      },
    },
    async (request) => ok('Quiz customisation', await hub.customized(actorOf(request))),
  );
  app.get(
    QUIZ_PATHS.audioEligibility,
    {
      ...player,
      schema: { tags, summary: 'Whether quiz audio can play', response: { 200: envelope(quizAudioEligibilitySchema) } },
    },
    async (request) => ok('Quiz audio', await audio.eligibility(actorOf(request))),
  );
  app.put(
    QUIZ_PATHS.audioUpdate,
    {
      ...player,
      schema: {
        tags,
        summary: 'Turn quiz audio on or off',
        body: audioBodySchema,
        response: { 200: envelope(quizSettingsSchema) },
      },
    },
    async (request) => ok('Quiz audio saved', await hub.setAudio(actorOf(request), request.body.audioEnabled)),
  );
  app.get(
    QUIZ_PATHS.questionAudio,
    {
      ...player,
      schema: { tags, summary: 'A question of your session read aloud (MP3)', querystring: questionAudioQuery },
    },
    async (request, reply) => {
      const mp3 = await audio.question(actorOf(request), request.query.sessionId, request.query.questionId);
      return reply.type('audio/mpeg').header('cache-control', 'private, max-age=86400').send(mp3);
    },
  );
  app.get(
    QUIZ_PATHS.popupAudio,
    { ...player, schema: { tags, summary: 'The spoken "minimum read" prompt (MP3)' } },
    async (_request, reply) =>
      reply
        .type('audio/mpeg')
        .header('cache-control', 'private, max-age=86400')
        .send(await audio.popup()),
  );
}
