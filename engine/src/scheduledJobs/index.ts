export { readQuartzCron, type QuartzCronProblem, type QuartzCronReading } from './quartzCron';
export { planFirings, type FiringPlan, type FiringPlanInput } from './planFirings';
export { canManageScheduledJobs, type ConsoleBasis } from './jobConsoleAccess';
