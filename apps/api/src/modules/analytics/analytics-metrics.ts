/**
 * What analytics_daily counts, one name per metric. `value` is the sum, `count` what it is out of:
 * reads (value: articles read), reads-by-category (dimension: the news category), quiz (value: score, count:
 * players that day), mcq (value: right, count: questions answered), posts / comments / reports (value), reports
 * handled (dimension: whole hours the report waited, value: reports), questions added, assignments given,
 * submissions (value), marks (value: marks scored, count: full marks of the graded attempts).
 */
export const METRICS = {
  reads: 'reads',
  readsByCategory: 'reads_category',
  quiz: 'quiz',
  mcq: 'mcq',
  posts: 'posts',
  comments: 'comments',
  reports: 'reports',
  reportsHandled: 'reports_handled',
  questionsAdded: 'questions_added',
  assignmentsGiven: 'assignments_given',
  submissions: 'submissions',
  marks: 'marks',
} as const;
export type Metric = (typeof METRICS)[keyof typeof METRICS];
