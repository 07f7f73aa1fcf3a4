// The tabs a parent opens after the first: their code (the plans, reports, monitoring and the time and content
// forms, ~9 KB compressed) loads once the overview is drawn (./lazy-tabs.tsx).
export { ContentTab } from './content-tab.tsx';
export { MonitoringTab } from './monitoring-tab.tsx';
export { ReportsTab } from './reports-tab.tsx';
export { TimeTab } from './time-tab.tsx';
export { MyPlansTab, PlanBuilderTab } from '../plans/index.tsx';
