export const JOB_GROUPS = ['DEFAULT', 'SYSTEM'] as const;
export const MISFIRE_POLICIES = ['1', '2', '3'] as const;
