export { CronInput, type CronInputProps } from './CronInput';
export { CronPreview } from './CronPreview';
export { nextRuns, type NextRuns } from './next-runs';
export { translateQuartz, type QuartzProblem } from './quartz';
