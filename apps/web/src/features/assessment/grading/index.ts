/**
 * The grading part's tabs for the staff assignment page (`/assessment-details/{assignmentCode}`): Attempts,
 * Grading and Analytics, as lazily loaded panels (GRADING_TABS), and the same as components for other hosts.
 */
export { AnalyticsTab, type AnalyticsTabProps } from './components/analytics-tab';
export { AttemptsTab, type AttemptsTabProps } from './components/attempts-tab';
export { GradingTab, type GradingTabProps } from './components/grading-tab';
export { GRADING_TABS } from './grading-tabs';
