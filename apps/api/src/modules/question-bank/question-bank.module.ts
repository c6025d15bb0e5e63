/**
 * Composition root of the question bank: a school's questions and their review, the bank's summaries, suggestions
 * from recent daily quizzes, adoption of other schools' banks, MCQ practice and question papers.
 */
import { routeDefiner } from '../../lib/define-route';
import type { Infrastructure, Module } from '../module';
import { adoptionRoutes } from './adoption.routes';
import { AdoptionService } from './adoption.service';
import { InsightsService } from './insights.service';
import { paperRoutes } from './papers/papers.routes';
import { PaperService } from './papers/papers.service';
import { practiceRoutes } from './practice/practice.routes';
import { PracticeService } from './practice/practice.service';
import { QuestionService } from './question.service';
import { questionBankRoutes } from './question-bank.routes';
import { suggestionRoutes } from './suggestion.routes';
import { SuggestionService } from './suggestion.service';

export interface QuestionBankExports {
  questions: QuestionService;
}

export function createQuestionBankModule({
  db,
  mailer,
  config,
  storage,
  log,
}: Infrastructure): Module<QuestionBankExports> {
  const questions = new QuestionService(db, mailer, config.publicUrl, log);
  const insights = new InsightsService(db);
  const suggestions = new SuggestionService(db, questions);
  const adoptions = new AdoptionService(db, mailer, config.publicUrl, log);
  const practice = new PracticeService(db);
  const papers = new PaperService(db, storage, insights);

  return {
    name: 'question-bank',
    routes: (app) => {
      const route = routeDefiner(app, { tags: ['question-bank'] });
      questionBankRoutes(route, { questions, insights });
      suggestionRoutes(route, { suggestions });
      adoptionRoutes(route, { adoptions });
      practiceRoutes(route, { practice });
      paperRoutes(route, { papers });
    },
    exports: { questions },
  };
}
