/** Playing the daily quiz and faculty quizzes over HTTP (rules in the services; authoring in faculty-quiz.routes.ts). */
import {
  ACCESS,
  attemptQuizBodySchema,
  attemptQuizResponseSchema,
  publicTodaySchema,
  QUIZ_PATHS,
  questionAudioQuerySchema,
  quizAudioBodySchema,
  quizAudioEligibilitySchema,
  quizCategoryCountListSchema,
  quizCustomizationStatusSchema,
  quizCustomUrlQuerySchema,
  quizEligibilitySchema,
  quizGenerationStatusSchema,
  quizListSchema,
  quizReviewSchema,
  quizSessionIdQuerySchema,
  quizSessionSchema,
  quizSettingsBodySchema,
  quizSettingsSchema,
  quizSubmissionBodySchema,
  quizSubmissionResponseSchema,
  startQuizBodySchema,
} from '@noticeboard/shared';
import type { FastifyReply } from 'fastify';
import { Answered, type RouteDefiner } from '../../lib/define-route';
import type { QuizAudioService } from './quiz-audio.service';
import type { QuizHubService } from './quiz-hub.service';
import type { QuizSessionService } from './quiz-session.service';

const LATE_MESSAGE = 'Time was up: the answers saved before the deadline were submitted';
const onTheOpenPage = ACCESS.open('today’s quiz and its categories are shown on the open home page');

export interface QuizPlayServices {
  sessions: QuizSessionService;
  hub: QuizHubService;
  audio: QuizAudioService;
}

export function quizRoutes(route: RouteDefiner, { sessions, hub, audio }: QuizPlayServices): void {
  const player = ACCESS.signedIn;

  route(`GET ${QUIZ_PATHS.publicToday}`, {
    access: onTheOpenPage,
    errors: [],
    summary: "Today's quiz, its categories and status (open)",
    response: publicTodaySchema,
    message: 'Today’s quiz',
    handler: () => hub.publicToday(),
  });
  route(`GET ${QUIZ_PATHS.categoryList}`, {
    access: onTheOpenPage,
    errors: [],
    summary: "Categories in today's pool with their question counts (open)",
    response: quizCategoryCountListSchema,
    message: 'Quiz categories',
    handler: () => hub.categories(),
  });
  route(`GET ${QUIZ_PATHS.scrapingStatus}`, {
    access: player,
    errors: [],
    summary: "Today's generation status",
    response: quizGenerationStatusSchema,
    message: 'Quiz generation status',
    handler: () => hub.generationStatus(),
  });
  route(`GET ${QUIZ_PATHS.eligibility}`, {
    access: player,
    errors: [],
    summary: 'Whether you may play today’s quiz',
    response: quizEligibilitySchema,
    message: 'Quiz eligibility',
    handler: ({ actor }) => hub.eligibility(actor),
  });
  route(`GET ${QUIZ_PATHS.userwiseQuiz}`, {
    access: player,
    errors: [],
    summary: 'Your quizzes today with their state',
    response: quizListSchema,
    message: 'Your quizzes',
    handler: ({ actor }) => hub.userwise(actor),
  });
  route(`POST ${QUIZ_PATHS.start}`, {
    access: player,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
    summary: 'Start or resume a quiz (questions without answers)',
    body: startQuizBodySchema,
    response: quizSessionSchema,
    message: 'Quiz started',
    handler: ({ actor, body }) => sessions.start(actor, body.customUrl),
  });
  route(`POST ${QUIZ_PATHS.attempt}`, {
    access: player,
    errors: ['NOT_FOUND', 'QUIZ_ALREADY_SUBMITTED', 'QUIZ_TIME_UP'],
    summary: 'Save one answer',
    body: attemptQuizBodySchema,
    response: attemptQuizResponseSchema,
    message: 'Answer saved',
    handler: ({ actor, body }) => sessions.attempt(actor, body),
  });
  route(`POST ${QUIZ_PATHS.submit}`, {
    access: player,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Submit the answers (stored exactly once; a retry gets the stored result)',
    body: quizSubmissionBodySchema,
    response: quizSubmissionResponseSchema,
    message: (response) => (response.firstSubmission ? 'Quiz submitted' : 'Quiz already submitted'),
    handler: async ({ actor, body }) => {
      // The body does not say whether a submission came late; the message does.
      const { response, late } = await sessions.submit(actor, body);
      return late ? new Answered(response, LATE_MESSAGE) : response;
    },
  });
  route(`GET ${QUIZ_PATHS.review}`, {
    access: player,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Your finished session with answers and explanations',
    query: quizSessionIdQuerySchema,
    response: quizReviewSchema,
    message: 'Quiz review',
    handler: ({ actor, query }) => sessions.review(actor, query.sessionId),
  });
  route(`GET ${QUIZ_PATHS.result}`, {
    access: player,
    errors: ['NOT_FOUND'],
    summary: 'Your result for a quiz',
    query: quizCustomUrlQuerySchema,
    response: quizSubmissionResponseSchema,
    message: 'Quiz result',
    handler: ({ actor, query }) => sessions.result(actor, query.customUrl),
  });
  route(`GET ${QUIZ_PATHS.categoryFilter}`, {
    access: player,
    errors: [],
    summary: 'Your quiz settings',
    response: quizSettingsSchema,
    message: 'Quiz settings',
    handler: ({ actor }) => hub.settings(actor),
  });
  route(`PUT ${QUIZ_PATHS.categoryFilter}`, {
    access: player,
    errors: [],
    summary: 'Save your quiz settings',
    body: quizSettingsBodySchema,
    response: quizSettingsSchema,
    message: 'Quiz settings saved',
    handler: ({ actor, body }) => hub.saveSettings(actor, body),
  });
  route(`GET ${QUIZ_PATHS.customizationStatus}`, {
    access: player,
    errors: [],
    summary: 'Whether you customised your quiz settings',
    response: quizCustomizationStatusSchema,
    message: 'Quiz customisation',
    handler: ({ actor }) => hub.customized(actor),
  });
  route(`GET ${QUIZ_PATHS.audioEligibility}`, {
    access: player,
    errors: [],
    summary: 'Whether quiz audio can play',
    response: quizAudioEligibilitySchema,
    message: 'Quiz audio',
    handler: ({ actor }) => audio.eligibility(actor),
  });
  route(`PUT ${QUIZ_PATHS.audioUpdate}`, {
    access: player,
    errors: [],
    summary: 'Turn quiz audio on or off',
    body: quizAudioBodySchema,
    response: quizSettingsSchema,
    message: 'Quiz audio saved',
    handler: ({ actor, body }) => hub.setAudio(actor, body.audioEnabled),
  });
  route(`GET ${QUIZ_PATHS.questionAudio}`, {
    access: player,
    errors: ['NOT_FOUND'],
    summary: 'A question of your session read aloud (MP3)',
    query: questionAudioQuerySchema,
    raw: {},
    handler: async ({ actor, query, reply }) =>
      sendMp3(reply, await audio.question(actor, query.sessionId, query.questionId)),
  });
  route(`GET ${QUIZ_PATHS.popupAudio}`, {
    access: player,
    errors: ['NOT_FOUND'],
    summary: 'The spoken "minimum read" prompt (MP3)',
    raw: {},
    handler: async ({ reply }) => sendMp3(reply, await audio.popup()),
  });
}

function sendMp3(reply: FastifyReply, mp3: Buffer) {
  return reply.type('audio/mpeg').header('cache-control', 'private, max-age=86400').send(mp3);
}
