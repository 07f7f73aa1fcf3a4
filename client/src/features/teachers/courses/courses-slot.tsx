/**
 * The Teachers Hub's course tabs (issue 12), as the page shell renders them: Course Management, Student Progress and
 * Reports & Analytics. Each loads its data only while its tab is shown (the shell's tabs mount the active one).
 */
export { CoursesTab } from './courses-tab.tsx';
export { StudentProgressTab } from './progress-tab.tsx';
export { AnalyticsTab } from './analytics-tab.tsx';
