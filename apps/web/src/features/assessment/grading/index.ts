/**
 * The grading part's tabs for the staff assignment page (`/assessment-details/{assignmentCode}`): Attempts,
 * Grading and Analytics. Each takes the assignment's code and loads its own data.
 */
export { AnalyticsTab, type AnalyticsTabProps } from './components/analytics-tab';
export { AttemptsTab, type AttemptsTabProps } from './components/attempts-tab';
export { GradingTab, type GradingTabProps } from './components/grading-tab';
export { GRADING_TABS, type GradingTabKey } from './grading-tabs';
